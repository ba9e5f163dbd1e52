/**
 * Which page a path is, as the browser's router would decide it: every serving plugin's route
 * patterns are tried and the most specific match wins (a static segment beats a parameter, a
 * parameter beats an optional one), so `/questions/ask` is never taken for a question id.
 */
export interface MatchedRoute {
  pattern: string;
  pluginId: string;
  /** Decoded values of the pattern's parameters, in their original case. */
  params: Record<string, string>;
}

interface Part {
  /** Lower case for static parts; the parameter's name for dynamic ones. */
  name: string;
  dynamic: boolean;
  optional: boolean;
  splat: boolean;
}

export interface CompiledRoute {
  pattern: string;
  pluginId: string;
  parts: Part[];
}

const STATIC_SCORE = 10;
const DYNAMIC_SCORE = 3;
const SPLAT_PENALTY = -2;

function split(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function compilePattern(pattern: string, pluginId: string): CompiledRoute {
  const parts = split(pattern).map((raw): Part => {
    const optional = raw.endsWith('?');
    const name = optional ? raw.slice(0, -1) : raw;
    const dynamic = name.startsWith(':');
    return { name: dynamic ? name.slice(1) : name.toLowerCase(), dynamic, optional, splat: raw === '*' };
  });
  return { pattern, pluginId, parts };
}

interface Candidate {
  score: number;
  params: Record<string, string>;
}

/** The best way `route` matches `segments` (decoded), or null. */
function bestMatch(route: CompiledRoute, segments: readonly string[]): Candidate | null {
  let best: Candidate | null = null;
  const walk = (pi: number, si: number, score: number, params: Record<string, string>): void => {
    if (pi === route.parts.length) {
      if (si === segments.length && (!best || score > best.score)) best = { score, params: { ...params } };
      return;
    }
    const part = route.parts[pi];
    if (part.splat) {
      const rest = segments.slice(si).join('/');
      if (!best || score + SPLAT_PENALTY > best.score) best = { score: score + SPLAT_PENALTY, params: { ...params, '*': rest } };
      return;
    }
    if (si < segments.length) {
      const segment = segments[si];
      if (part.dynamic) walk(pi + 1, si + 1, score + DYNAMIC_SCORE, { ...params, [part.name]: segment });
      else if (segment.toLowerCase() === part.name) walk(pi + 1, si + 1, score + STATIC_SCORE, params);
    }
    if (part.optional) walk(pi + 1, si, score, params);
  };
  walk(0, 0, 0, {});
  return best;
}

/** The route `path` (under the base path, without query) belongs to, or null when none matches. */
export function matchPage(routes: readonly CompiledRoute[], path: string): MatchedRoute | null {
  const segments = split(path).map(decode);
  let winner: { route: CompiledRoute; candidate: Candidate } | null = null;
  for (const route of routes) {
    const candidate = bestMatch(route, segments);
    if (candidate && (!winner || candidate.score > winner.candidate.score)) winner = { route, candidate };
  }
  return winner ? { pattern: winner.route.pattern, pluginId: winner.route.pluginId, params: winner.candidate.params } : null;
}
