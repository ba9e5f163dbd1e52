/**
 * The review page's rules, as pure functions: which tab opens, what each queue costs, and which
 * page to load after an answer (one item a page, as Answer pages the queues).
 */
import type { ReviewType } from './api';

export const QUEUE_NAMES = ['flagged_post', 'queued_post', 'suggested_post_edit'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export const isQueueName = (name: string | null | undefined): name is QueueName => (QUEUE_NAMES as readonly string[]).includes(name ?? '');

/** The queues the server lists for the viewer, in the page's order, unknown names left out. */
export function knownQueues(types: readonly ReviewType[] | null): ReviewType[] {
  const list = types ?? [];
  return QUEUE_NAMES.flatMap((name) => list.filter((type) => type.name === name).slice(0, 1));
}

/**
 * The tab to show: the one asked for (`?type=`) when the viewer has it, else the current one while
 * it still has work, else the first with work, else the first listed; null when none is listed.
 */
export function pickQueue(types: readonly ReviewType[], requested: string | null, current: string | null): QueueName | null {
  const listed = (name: string | null) => types.find((type) => type.name === name);
  if (isQueueName(requested) && listed(requested)) return requested;
  const now = listed(current);
  if (now && isQueueName(now.name) && now.todo_amount > 0) return now.name;
  const busy = types.find((type) => type.todo_amount > 0 && isQueueName(type.name));
  if (busy) return busy.name as QueueName;
  if (now && isQueueName(now.name)) return now.name;
  const first = types.find((type) => isQueueName(type.name));
  return first ? (first.name as QueueName) : null;
}

/** Everything waiting, for the staff header's count. */
export const totalTodo = (types: readonly ReviewType[] | null): number => knownQueues(types).reduce((sum, type) => sum + Math.max(0, type.todo_amount), 0);

/**
 * What to do with the answer for `page`: show it, or start again at page 1 when items remain but
 * this page is past the end (skipped items, or others worked the queue meanwhile).
 */
export function afterLoad(page: number, answer: { count: number; list: readonly unknown[] | null }): 'show' | 'restart' {
  return page > 1 && (answer.list ?? []).length === 0 && answer.count > 0 ? 'restart' : 'show';
}
