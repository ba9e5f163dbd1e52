/** Reading a member's notifications: the bell's counts and one page of a list, in Answer 1.7's shapes. */
import { usersByIds, type QueryAsker, type UserBasicInfo } from '@answer/sdk/server';
import { toNumber, type NotificationsDb } from './db';
import { IS_READ, MSG_TYPE, NOTIFICATION_TYPE, type InboxTypeName, type NotificationTypeName } from './kinds';
import type { NotificationTable } from './tables';

/** Answer's `GET /notification/status` (no review queue or badges here yet). */
export interface RedDot {
  inbox: number;
  achievement: number;
  revision: number;
  can_revision: boolean;
  badge_award: null;
}

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
  return { inbox: count(NOTIFICATION_TYPE.inbox), achievement: count(NOTIFICATION_TYPE.achievement), revision: 0, can_revision: false, badge_award: null };
}

type Row = Pick<NotificationTable, 'trigger_user_id' | 'action' | 'object_id' | 'object_type' | 'question_id' | 'answer_id' | 'comment_id' | 'title' | 'rank' | 'is_read' | 'updated_at'> & { id: number | string };

/** Translates a backend key into the reader's language. */
export type Translate = (key: string) => string;

/** Down-votes do not name the voter (as in Answer). */
const ANONYMOUS_ACTIONS = new Set(['down_voted_question', 'down_voted_answer']);

export function itemOf(row: Row, users: ReadonlyMap<string, UserBasicInfo>, t: Translate): NotificationItem {
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

export async function notificationPage(db: NotificationsDb, queries: QueryAsker, userId: string, query: PageQuery, t: Translate): Promise<NotificationPage> {
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
  const users = await usersByIds(queries, rows.map((row) => row.trigger_user_id));
  return { count: toNumber(counted?.count), list: rows.map((row) => itemOf(row, users, t)) };
}
