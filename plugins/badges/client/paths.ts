/** Addresses of the badge pages. */
export const BADGES_PATH = '/badges';

/** A badge's page; with `username`, the awards of that member only (as Answer's links from a profile). */
export function badgePath(id: string, username?: string): string {
  const path = `${BADGES_PATH}/${encodeURIComponent(id)}`;
  return username ? `${path}?username=${encodeURIComponent(username)}` : path;
}
