/**
 * The answer list's sort order and page as the address keeps them (`?order=created&page=2`), so a
 * shared link shows the same list. Score (the server's `default`) is left out of the address.
 */
import type { AnswerOrder } from './answer-api';

export const ANSWER_PAGE_SIZE = 15;

/** The tabs in the order they are shown, with their label keys. */
export const ORDER_TABS: { order: AnswerOrder; labelKey: string }[] = [
  { order: 'default', labelKey: 'section.order.score' },
  { order: 'created', labelKey: 'section.order.newest' },
  { order: 'updated', labelKey: 'section.order.active' },
];

export interface ListPosition {
  order: AnswerOrder;
  page: number;
}

/** Reads the position; anything unknown is the first page by score. */
export function readListPosition(search: URLSearchParams): ListPosition {
  const order = search.get('order');
  const page = Number(search.get('page'));
  return {
    order: order === 'created' || order === 'updated' ? order : 'default',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * The query for another position, keeping the address's other parameters. A new order starts at
 * its first page.
 */
export function writeListPosition(search: URLSearchParams, next: Partial<ListPosition>): string {
  const out = new URLSearchParams(search);
  const current = readListPosition(search);
  const order = next.order ?? current.order;
  const page = next.order !== undefined && next.order !== current.order ? 1 : (next.page ?? current.page);
  if (order === 'default') out.delete('order');
  else out.set('order', order);
  if (page > 1) out.set('page', String(page));
  else out.delete('page');
  const query = out.toString();
  return query ? `?${query}` : '?';
}

export const pageCount = (count: number, pageSize = ANSWER_PAGE_SIZE) => Math.max(1, Math.ceil(count / pageSize));
