/** The notification calls (Answer 1.7). */
import { API_BASE, questionPermalink, type HttpClient, type QuestionAddress } from '@answer/sdk';
import type { NotificationItem, NotificationPage, RedDot } from '../server/page';

export type { NotificationItem, NotificationPage, RedDot };

export type NotificationType = 'inbox' | 'achievement';
export type InboxType = 'all' | 'posts' | 'invites' | 'votes';

export const INBOX_TYPES: readonly InboxType[] = ['all', 'posts', 'invites', 'votes'];

// a poll that fails (offline, a restart) is simply tried again: no toast, no error page
const quiet = { passingError: true, ignore50x: true } as const;

export const fetchRedDot = (http: HttpClient, signal?: AbortSignal) => http.get<RedDot>(`${API_BASE}/notification/status`, { ...quiet, signal });

export const clearRedDot = (http: HttpClient, type: NotificationType) => http.put<null>(`${API_BASE}/notification/status`, { type }, quiet);

export const fetchNotifications = (http: HttpClient, query: { type: NotificationType; inbox_type: InboxType; page: number; page_size: number }, signal?: AbortSignal) =>
  http.get<NotificationPage>(`${API_BASE}/notification/page`, { query, signal });

export const markRead = (http: HttpClient, id: string) => http.put<null>(`${API_BASE}/notification/read/state`, { id }, quiet);

export const markAllRead = (http: HttpClient, type: NotificationType) => http.put<null>(`${API_BASE}/notification/read/state/all`, { type });

type PathOf = (question: QuestionAddress, answerId?: string) => string;

/**
 * Where an item leads: the question, the answer in it, or the comment under either, in the site's
 * permalink form (`useQuestionPermalink`); an item carries no slug, so the question page adds it.
 */
export function itemPath(item: NotificationItem, pathOf: PathOf = (question, answerId) => questionPermalink(2, question, answerId)): string {
  const badge = badgeIdOf(item);
  if (badge !== null) return badge ? `/badges/${encodeURIComponent(badge)}` : '/badges';
  const { question, answer, comment } = item.object_info.object_map;
  if (!question) return '/';
  const path = pathOf({ id: question }, answer || undefined);
  return comment ? `${path}?commentId=${comment}` : path;
}

/** Object type of an achievement for a badge (Answer's `badge_award`). */
export const BADGE_AWARD = 'badge_award';

/** The badge an achievement is for ('' when not named); null when the item is not a badge award. */
export function badgeIdOf(item: NotificationItem): string | null {
  if (item.object_info.object_type !== BADGE_AWARD) return null;
  return item.object_info.object_map.badge_id ?? '';
}
