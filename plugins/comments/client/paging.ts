/**
 * How a post's comments load: the first few (the page's first glance), then larger pages on
 * "show more". Comments from several requests (and one a link pointed at, which the server adds
 * after its page) are merged oldest first without repeats.
 */
import type { GetCommentResp } from './comment-api';

/** Answer shows a few comments under each post and hides the rest behind "show more". */
export const FIRST_PAGE_SIZE = 3;
export const MORE_PAGE_SIZE = 100;

/** The page "show more" asks for once `inSequence` comments (counted from the oldest) are shown. */
export function nextPage(inSequence: number): { page: number; page_size: number } {
  return { page: Math.floor(inSequence / MORE_PAGE_SIZE) + 1, page_size: MORE_PAGE_SIZE };
}

/** How many comments from the oldest are loaded after receiving `page` of `size`, out of `count`. */
export const loadedThrough = (page: number, size: number, count: number): number => Math.min(count, page * size);

export function mergeComments(shown: GetCommentResp[], received: GetCommentResp[]): GetCommentResp[] {
  const byId = new Map(shown.map((comment) => [comment.comment_id, comment]));
  for (const comment of received) byId.set(comment.comment_id, comment);
  return [...byId.values()].sort((a, b) => a.created_at - b.created_at || a.comment_id.localeCompare(b.comment_id));
}

/** The text a reply starts with: the mention of the member replied to. */
export const replyPrefix = (username: string): string => (username ? `@${username} ` : '');

/** The usernames a comment mentions, for the server's mention list. */
export function mentionsIn(text: string): string[] {
  return [...new Set([...text.matchAll(/(?:^|[^\w@])@([a-z0-9_][a-z0-9._-]{1,29})/gi)].map((match) => match[1].replace(/\.+$/, '').toLowerCase()))];
}

/** Seconds ago as the largest whole unit, or null under a minute. */
export function elapsedUnit(seconds: number): { value: number; unit: Intl.RelativeTimeFormatUnit } | null {
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  const found = units.find(([, size]) => seconds >= size);
  return found ? { value: Math.floor(seconds / found[1]), unit: found[0] } : null;
}
