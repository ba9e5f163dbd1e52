/**
 * Matches a page path against react-router path patterns (`/questions/:qid`, optional segments
 * `:subType?`, optional static `static?`, trailing splat `*`), so the host can answer 404 for pages
 * no enabled plugin provides.
 */
function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

interface PatternPart {
  /** Lower case, without the `?`; empty for a dynamic part. */
  name: string;
  dynamic: boolean;
  optional: boolean;
  splat: boolean;
}

/** A path as the matchers take it: decoded, lower-case segments (work done once per request). */
export function pathSegments(path: string): string[] {
  return segments(path).map((segment) => decodeSegment(segment).toLowerCase());
}

export type RouteMatcher = (path: readonly string[]) => boolean;

/** A matcher for `pattern`, parsed once, for paths given by `pathSegments`. */
export function compileRoute(pattern: string): RouteMatcher {
  const parts: PatternPart[] = segments(pattern).map((part) => {
    const optional = part.endsWith('?');
    const name = optional ? part.slice(0, -1) : part;
    const dynamic = name.startsWith(':');
    return { name: dynamic ? '' : name.toLowerCase(), dynamic, optional, splat: part === '*' };
  });
  const matchFrom = (path: readonly string[], pi: number, si: number): boolean => {
    if (pi === parts.length) return si === path.length;
    const part = parts[pi];
    if (part.splat) return true;
    const fits = si < path.length && (part.dynamic || path[si] === part.name);
    if (fits && matchFrom(path, pi + 1, si + 1)) return true;
    return part.optional && matchFrom(path, pi + 1, si);
  };
  return (path) => matchFrom(path, 0, 0);
}

export function matchesRoute(pattern: string, path: string): boolean {
  return compileRoute(pattern)(pathSegments(path));
}
