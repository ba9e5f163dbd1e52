/** Reading a member's notifications: the bell's counts and one page of a list, in Answer 1.7's shapes. */
import { usersByIds, visiblePosts, type BadgeAwardInfo, type Principal, type QueryAsker, type UserBasicInfo } from '@answer/sdk/server';
import { toNumber, type NotificationsDb } from './db';
import { IS_READ, MSG_TYPE, NOTIFICATION_TYPE, type InboxTypeName, type NotificationTypeName } from './kinds';
import type { NotificationTable } from './tables';

/** The oldest unread badge award of a member: its notification and the award it tells of. */
export interface PendingBadgeAward {
  notification_id: string;
  award_id: string;
}

/** A member's counts as kept between polls (no review queue here yet); the badge in any language. */
export interface RedDot {
  inbox: number;
  achievement: number;
  revision: number;
  can_revision: boolean;
  badge_award: PendingBadgeAward | null;
}

/** Answer's `RedDotBadgeAward`: the badge award the page pops up until its notification is read. */
export interface RedDotBadgeAward {
  notification_id: string;
  badge_id: string;
  name: string;
  icon: string;
  level: number;
}

/** Answer's `GET /notification/status`. */
export type RedDotResp = Omit<RedDot, 'badge_award'> & { badge_award: RedDotBadgeAward | null };

/** `object_type` of an achievement for a badge earned (Answer's `badge_award`). */
export const BADGE_AWARD = 'badge_award';

export interface NotificationItem {
  id: string;
  /** Who did it; absent when unknown and for down-votes, whose voters Answer keeps to itself. */
  user_info?: UserBasicInfo;
  object_info: { title: string; object_id: string; object_map: Record<string, string>; object_type: string };
  rank: number;
  /** What happened, in the reader's language; absent for achievements (reputation changes). */
  notification_action?: string;
  is_read: boolean;
  update_time: number;
}

export interface NotificationPage {
  count: number;
  list: NotificationItem[];
}

/** One range of `notification_dot_idx`: this is what every open tab asks for every few seconds. */
export async function redDot(db: NotificationsDb, userId: string): Promise<RedDot> {
  const rows = await db
    .selectFrom('notification')
    .select(['type', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('user_id', '=', userId)
    .where('red_dot', '=', 1)
    .groupBy('type')
    .execute();
  const count = (type: number) => toNumber(rows.find((row) => toNumber(row.type) === type)?.count);
  const badge = await db
    .selectFrom('notification')
    .select(['id', 'object_id'])
    .where('user_id', '=', userId)
    .where('type', '=', NOTIFICATION_TYPE.achievement)
    .where('object_type', '=', BADGE_AWARD)
    .where('is_read', '=', IS_READ.unread)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const pending = badge ? { notification_id: String(badge.id), award_id: badge.object_id } : null;
  return { inbox: count(NOTIFICATION_TYPE.inbox), achievement: count(NOTIFICATION_TYPE.achievement), revision: 0, can_revision: false, badge_award: pending };
}

/** The counts as Answer answers them, the pending badge award named in `lang` (by the badges plugin). */
export async function redDotResponse(state: RedDot, queries: QueryAsker, lang: string): Promise<RedDotResp> {
  const pending = state.badge_award;
  if (!pending) return { ...state, badge_award: null };
  const found = (await queries.ask('badge.awards', { award_ids: [pending.award_id], lang })).find((answer) => answer[pending.award_id]);
  const badge = found?.[pending.award_id];
  return { ...state, badge_award: badge ? { notification_id: pending.notification_id, badge_id: badge.badge_id, name: badge.name, icon: badge.icon, level: badge.level } : null };
}

type Row = Pick<NotificationTable, 'trigger_user_id' | 'action' | 'object_id' | 'object_type' | 'question_id' | 'answer_id' | 'comment_id' | 'title' | 'rank' | 'is_read' | 'updated_at'> & { id: number | string };

/** Translates a backend key into the reader's language. */
export type Translate = (key: string) => string;

/** Down-votes do not name the voter (as in Answer). */
const ANONYMOUS_ACTIONS = new Set(['down_voted_question', 'down_voted_answer']);

/**
 * An achievement for a badge earned: its title the badge's name (stored as its i18n key), no
 * member, the badge in `object_map.badge_id` (absent when the badges plugin does not answer).
 */
function badgeItemOf(row: Row, badge: BadgeAwardInfo | undefined, t: Translate): NotificationItem {
  return {
    id: String(row.id),
    object_info: { title: badge?.name ?? t(row.title), object_id: row.object_id, object_map: badge ? { badge_id: badge.badge_id } : {}, object_type: row.object_type },
    rank: 0,
    notification_action: t(`notification.action.${row.action}`),
    is_read: toNumber(row.is_read) === IS_READ.read,
    update_time: toNumber(row.updated_at),
  };
}

export function itemOf(row: Row, users: ReadonlyMap<string, UserBasicInfo>, t: Translate, badges: ReadonlyMap<string, BadgeAwardInfo> = new Map()): NotificationItem {
  if (row.object_type === BADGE_AWARD) return badgeItemOf(row, badges.get(row.object_id), t);
  const objectMap: Record<string, string> = { question: row.question_id, answer: row.answer_id, comment: row.comment_id };
  const user = ANONYMOUS_ACTIONS.has(row.action) ? undefined : users.get(row.trigger_user_id);
  return {
    id: String(row.id),
    ...(user ? { user_info: user } : {}),
    object_info: {
      title: row.title,
      object_id: row.object_id,
      object_map: Object.fromEntries(Object.entries(objectMap).filter(([, id]) => id !== '')),
      object_type: row.object_type,
    },
    rank: toNumber(row.rank),
    ...(row.action ? { notification_action: t(`notification.action.${row.action}`) } : {}),
    is_read: toNumber(row.is_read) === IS_READ.read,
    update_time: toNumber(row.updated_at),
  };
}

export interface PageQuery {
  type: NotificationTypeName;
  inboxType: InboxTypeName;
  page: number;
  pageSize: number;
}

/** The badges of the badge awards among `rows`, named in `lang`. */
async function badgesOf(queries: QueryAsker, rows: readonly Row[], lang: string): Promise<Map<string, BadgeAwardInfo>> {
  const awardIds = rows.filter((row) => row.object_type === BADGE_AWARD).map((row) => row.object_id);
  const found = new Map<string, BadgeAwardInfo>();
  if (awardIds.length === 0) return found;
  for (const answer of await queries.ask('badge.awards', { award_ids: awardIds, lang })) for (const [id, badge] of Object.entries(answer)) found.set(id, badge);
  return found;
}

const DELETION_NOTICES: ReadonlySet<string> = new Set(['your_question_was_deleted', 'your_answer_was_deleted', 'your_comment_was_deleted']);

/** The posts a row points at: its object and the question, answer and comment it sits in. */
const postIdsOf = (row: Row): string[] => {
  if (row.object_type === BADGE_AWARD) return [];
  // a deletion notice is about a post that is gone by design: only what it sat in must still be seen
  const gone = DELETION_NOTICES.has(row.action) ? row.object_id : '';
  return [row.object_id, row.question_id, row.answer_id, row.comment_id].filter((id) => id !== gone && /^10(01|02|07)\d{13}$/.test(id));
};

/**
 * An item whose post the reader may no longer see (held for review, deleted by someone else, or
 * under such a post) keeps its place in the list but names and links nothing.
 */
function withoutPost(row: Row, t: Translate): Row {
  return { ...row, object_id: '', question_id: '', answer_id: '', comment_id: '', title: t('notification.post_unavailable') };
}

export async function notificationPage(db: NotificationsDb, queries: QueryAsker, principal: Principal | null, userId: string, query: PageQuery, t: Translate, lang = 'en_US'): Promise<NotificationPage> {
  let list = db.selectFrom('notification').where('user_id', '=', userId).where('type', '=', NOTIFICATION_TYPE[query.type]);
  if (query.type === 'inbox' && query.inboxType !== 'all') list = list.where('msg_type', '=', MSG_TYPE[query.inboxType]);
  const counted = await list.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst();
  const rows = await list
    .selectAll()
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const users = await usersByIds(queries, rows.filter((row) => row.object_type !== BADGE_AWARD).map((row) => row.trigger_user_id));
  const badges = await badgesOf(queries, rows, lang);
  const visible = await visiblePosts(queries, principal, rows.flatMap(postIdsOf));
  const shown = rows.map((row) => (postIdsOf(row).every((id) => visible.has(id)) ? row : withoutPost(row, t)));
  return { count: toNumber(counted?.count), list: shown.map((row) => itemOf(row, users, t, badges)) };
}
