/**
 * Awards as members see them, in Answer 1.7.1's shapes: who earned a badge and for which post
 * (`GET /badge/awards/page`), and a member's badges (`GET /badge/user/awards`, `/recent`). Awards
 * of an inactive badge are kept but not listed on profiles; a post the reader may not see (or a
 * deleted one) is left blank, as Answer blanks deleted ones.
 */
import { badRequest, objectTypeNameOf, usersByIds, visiblePosts, type BadgeLevel, type Principal, type QueryAsker, type UserBasicInfo } from '@answer/sdk/server';
import { toNumber, type BadgesDb } from './db';
import { levelOf } from './rows';
import { BADGE_STATUS } from './tables';

/** Answer's `GetBadgeAwardWithPageResp`. */
export interface BadgeAwardItem {
  created_at: number;
  object_id: string;
  question_id: string;
  answer_id: string;
  comment_id: string;
  /** `question`, `answer`, `comment`, or '' when the award is for no (visible) post. */
  object_type: string;
  /** The question's title (Answer's field name). */
  url_title: string;
  author_user_info: UserBasicInfo;
}

/** Answer's `GetUserBadgeAwardListResp`. */
export interface UserBadgeItem {
  id: string;
  name: string;
  icon: string;
  earned_count: number;
  level: BadgeLevel;
}

export interface Page<T> {
  count: number;
  list: T[];
}

const DELETED = 10;
const BLANK_POST = { object_id: '', question_id: '', answer_id: '', comment_id: '', object_type: '', url_title: '' };

/** The member named `username` (any status), or null. */
export async function memberIdByName(db: BadgesDb, username: string): Promise<string | null> {
  if (username === '') return null;
  const row = await db.selectFrom('user').select('id').where('username', '=', username).executeTakeFirst();
  return row ? String(row.id) : null;
}

type PostFields = typeof BLANK_POST;

interface Place {
  post: PostFields;
  /** Deleted itself or through its question. */
  deleted: boolean;
}

/** Where each award key sits (question, answer or comment and its question's title), for the posts that exist. */
async function placesOf(db: BadgesDb, keys: string[]): Promise<Map<string, Place>> {
  const byKind = (kind: string) => keys.filter((key) => objectTypeNameOf(key) === kind);
  const places = new Map<string, Place>();
  const comments = byKind('comment').length ? await db.selectFrom('comment').select(['id', 'object_id', 'question_id', 'status']).where('id', 'in', byKind('comment')).execute() : [];
  const answerIds = [...byKind('answer'), ...comments.map((row) => row.object_id).filter((id) => objectTypeNameOf(id) === 'answer')];
  const answers = answerIds.length ? await db.selectFrom('answer').select(['id', 'question_id', 'status']).where('id', 'in', answerIds).execute() : [];
  const questionIds = [...byKind('question'), ...answers.map((row) => row.question_id), ...comments.map((row) => row.question_id)];
  const questions = questionIds.length ? await db.selectFrom('question').select(['id', 'title', 'status']).where('id', 'in', [...new Set(questionIds)]).execute() : [];
  const question = new Map(questions.map((row) => [row.id, row]));
  const answer = new Map(answers.map((row) => [row.id, row]));
  for (const row of questions) {
    if (byKind('question').includes(row.id)) places.set(row.id, { post: { object_id: row.id, question_id: row.id, answer_id: '', comment_id: '', object_type: 'question', url_title: row.title }, deleted: toNumber(row.status) === DELETED });
  }
  for (const row of answers) {
    const parent = question.get(row.question_id);
    if (parent) places.set(row.id, { post: { object_id: row.id, question_id: parent.id, answer_id: row.id, comment_id: '', object_type: 'answer', url_title: parent.title }, deleted: toNumber(row.status) === DELETED || toNumber(parent.status) === DELETED });
  }
  for (const row of comments) {
    const parent = question.get(row.question_id);
    const under = answer.get(row.object_id);
    if (parent) places.set(row.id, { post: { object_id: row.id, question_id: parent.id, answer_id: under?.id ?? '', comment_id: row.id, object_type: 'comment', url_title: parent.title }, deleted: toNumber(row.status) === DELETED || toNumber(parent.status) === DELETED });
  }
  return places;
}

/** A member the accounts plugin no longer answers for (Answer sends an empty one). */
const unknownMember = (id: string): UserBasicInfo => ({ id, username: '', rank: 0, display_name: '', avatar: '', website: '', location: '', language: '', status: 'deleted', suspended_until: 0 });

export interface AwardPageQuery {
  badgeId: string | null;
  userId: string | null;
  page: number;
  pageSize: number;
}

/** Awards of a badge, newest first, optionally of one member only. */
export async function badgeAwardPage(db: BadgesDb, queries: QueryAsker, principal: Principal | null, query: AwardPageQuery): Promise<Page<BadgeAwardItem>> {
  if (!query.badgeId) return { count: 0, list: [] };
  let awards = db.selectFrom('badge_award').where('badge_id', '=', query.badgeId);
  if (query.userId) awards = awards.where('user_id', '=', query.userId);
  const counted = await awards.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await awards
    .select(['id', 'user_id', 'award_key', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const keys = [...new Set(rows.map((row) => row.award_key).filter((key) => objectTypeNameOf(key) !== null))];
  const places = await placesOf(db, keys);
  const visible = await visiblePosts(queries, principal, [...places.keys()]);
  const users = await usersByIds(queries, rows.map((row) => row.user_id));
  const list = rows.map((row) => {
    const place = places.get(row.award_key);
    const post = place && !place.deleted && visible.has(row.award_key) ? place.post : BLANK_POST;
    return { created_at: toNumber(row.created_at), ...post, author_user_info: users.get(row.user_id) ?? unknownMember(row.user_id) };
  });
  return { count: toNumber(counted?.n), list };
}

/**
 * A member's shown badges with how often each was earned: all in the catalogue's order, or the
 * `limit` most recently earned, newest first.
 */
export async function memberBadges(db: BadgesDb, userId: string, liveKeys: readonly string[], t: (key: string) => string, limit?: number): Promise<Page<UserBadgeItem>> {
  if (liveKeys.length === 0) return { count: 0, list: [] };
  let query = db
    .selectFrom('badge_award')
    .innerJoin('badge', 'badge.id', 'badge_award.badge_id')
    .select(['badge.id', 'badge.name', 'badge.icon', 'badge.level', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.max<number>('badge_award.created_at').as('latest')])
    .where('badge_award.user_id', '=', userId)
    .where('badge_award.is_badge_deleted', '=', 0)
    .where('badge.status', '=', BADGE_STATUS.active)
    .where('badge.rule_key', 'in', [...liveKeys])
    .groupBy(['badge.id', 'badge.name', 'badge.icon', 'badge.level']);
  query = limit === undefined ? query.orderBy('badge.id') : query.orderBy('latest', 'desc').orderBy('badge.id', 'desc').limit(limit);
  const rows = await query.execute();
  const list = rows.map((row) => ({ id: row.id, name: t(row.name), icon: row.icon, earned_count: toNumber(row.n), level: levelOf(row.level) }));
  return { count: list.length, list };
}

/** The member a profile list is for; Answer's 400 when nobody has that name. */
export async function requireMember(db: BadgesDb, username: string): Promise<string> {
  const id = await memberIdByName(db, username);
  if (!id) throw badRequest('error.user.not_found');
  return id;
}
