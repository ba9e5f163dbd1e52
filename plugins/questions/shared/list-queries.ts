/**
 * What the question list and the tag list ask the API on first load, read from the page's address.
 * The browser pages and the server-rendered pages both use these, so the server asks exactly what
 * the browser would and the browser takes the server's answers over instead of asking again.
 */

/** Questions per page of the question lists. */
export const PAGE_SIZE = 20;

/** The orders the list page offers, the first the default (`recommend` needs followed tags, served elsewhere). */
export const LIST_ORDERS = ['newest', 'active', 'hot', 'score', 'unanswered', 'frequent'] as const;
export type ListOrder = (typeof LIST_ORDERS)[number];

/** Tags per page of the tag list. */
export const TAG_PAGE_SIZE = 24;

/** The tag list's sorts, the first the default. */
export const TAG_ORDERS = ['popular', 'name', 'newest'] as const;
export type TagOrder = (typeof TAG_ORDERS)[number];

/** The `?page=` of a list's address: a whole number from 1, else the first page. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The `?order=` of the question list when it is one the list offers, else the default. */
export const listOrderParam = (value: string | null): ListOrder => ((LIST_ORDERS as readonly string[]).includes(value ?? '') ? (value as ListOrder) : LIST_ORDERS[0]);

/** The `?sort=` of the tag list when it is one the list offers, else the default. */
export const tagOrderParam = (value: string | null): TagOrder => ((TAG_ORDERS as readonly string[]).includes(value ?? '') ? (value as TagOrder) : TAG_ORDERS[0]);

/** The username a question page's share link names (`?share=`, or `?shareUserId=`), empty when none. */
export function shareParam(query: URLSearchParams): string {
  return (query.get('share') ?? query.get('shareUserId') ?? '').trim();
}
