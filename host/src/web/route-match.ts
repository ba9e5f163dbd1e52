/**
 * Matches a page path against react-router path patterns (`/questions/:qid`, optional segments
 * `:subType?`, optional static `static?`, trailing splat `*`), so the host can answer 404 for pages
 * no enabled plugin provides.
 */
function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function matchFrom(pattern: string[], path: string[], pi: number, si: number): boolean {
  if (pi === pattern.length) return si === path.length;
  const part = pattern[pi];
  if (part === '*') return true;
  const optional = part.endsWith('?');
  const name = optional ? part.slice(0, -1) : part;
  const dynamic = name.startsWith(':');
  const fits = si < path.length && (dynamic || decodeSegment(path[si]).toLowerCase() === name.toLowerCase());
  if (fits && matchFrom(pattern, path, pi + 1, si + 1)) return true;
  return optional && matchFrom(pattern, path, pi + 1, si);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function matchesRoute(pattern: string, path: string): boolean {
  return matchFrom(segments(pattern), segments(path), 0, 0);
}
