/**
 * `GET /report/unreviewed/post`: the open flags oldest first, one per page as Answer pages them,
 * each with the post as it is now, its author, who flagged it (Answer fills `submitter_user` with
 * the author again; the flagger is what a reviewer needs), the reason and the flagger's words.
 * A flag whose post is gone is skipped (Answer logs and skips it too) but still counted.
 * A flag on a member (which Answer does not have) comes in the same shape: `object_type` `user`,
 * the member as `author_user_info`, no title, texts or question (the review page shows the member).
 */
import type { Selectable } from 'kysely';
import { OBJECT_TYPE, usersByIds, type QueryAsker, type ServerContext, type UserBasicInfo } from '@answer/sdk/server';
import { joinedAt } from './members';
import { flagReason, type FlagReason } from './reasons';
import { numberOf, POST_STATUS, REPORT_STATUS, type FlagsDb, type ReportTable } from './tables';
import { findTarget } from './targets';

export const PAGE_SIZE = 1;

export interface FlagTag {
  slug_name: string;
  display_name: string;
  main_tag_slug_name: string;
  recommend: boolean;
  reserved: boolean;
}

/** Answer's `GetReportListPageResp`. */
export interface FlaggedPost {
  flag_id: string;
  created_at: number;
  object_id: string;
  question_id: string;
  answer_id: string;
  comment_id: string;
  /** `question`, `answer`, `comment`, or `user` for a flagged member */
  object_type: string;
  title: string;
  url_title: string;
  original_text: string;
  parsed_text: string;
  answer_count: number;
  answer_accepted: boolean;
  tags: FlagTag[];
  /** The post's status; a member's: 1 normal, 9 suspended, 10 deleted */
  object_status: number;
  object_show_status: number;
  author_user_info: UserBasicInfo | Record<string, never>;
  submit_at: number;
  submitter_user: UserBasicInfo | Record<string, never>;
  reason: FlagReason | null;
  reason_content: string;
}

const urlTitle = (title: string): string =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 150) || 'topic';

async function tagsOf(db: FlagsDb, questionId: string): Promise<FlagTag[]> {
  const rows = await db
    .selectFrom('tag_rel')
    .innerJoin('tag', 'tag.id', 'tag_rel.tag_id')
    .select(['tag.slug_name', 'tag.display_name', 'tag.main_tag_slug_name', 'tag.recommend', 'tag.reserved'])
    .where('tag_rel.object_id', '=', questionId)
    .where('tag_rel.status', '=', POST_STATUS.available)
    .where('tag.status', '=', POST_STATUS.available)
    .orderBy('tag_rel.id')
    .execute();
  return rows.map(({ recommend, reserved, ...names }) => ({ ...names, recommend: Boolean(numberOf(recommend)), reserved: Boolean(numberOf(reserved)) }));
}

/** The number of open flags, for the staff's review counts. */
export async function openFlagCount(db: FlagsDb): Promise<number> {
  const row = await db.selectFrom('report').select((eb) => eb.fn.countAll<number | string>().as('count')).where('status', '=', REPORT_STATUS.pending).executeTakeFirst();
  return numberOf(row?.count);
}

export async function flaggedPage(ctx: ServerContext, db: FlagsDb, queries: QueryAsker, page: number, lang: string): Promise<{ count: number; list: FlaggedPost[] }> {
  const count = await openFlagCount(db);
  const rows = await db
    .selectFrom('report')
    .selectAll()
    .where('status', '=', REPORT_STATUS.pending)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
    .execute();
  const list: FlaggedPost[] = [];
  for (const row of rows) {
    const item = Number(row.object_type) === OBJECT_TYPE.user ? await memberItem(ctx, db, queries, row, lang) : await postItem(ctx, db, queries, row, lang);
    if (item) list.push(item);
  }
  return { count, list };
}

type ReportRow = Selectable<ReportTable>;

const MEMBER_STATUS: Readonly<Record<string, number>> = { suspended: 9, deleted: 10 };

async function memberItem(ctx: ServerContext, db: FlagsDb, queries: QueryAsker, row: ReportRow, lang: string): Promise<FlaggedPost | null> {
  const users = await usersByIds(queries, [row.object_id, row.user_id]);
  const member = users.get(row.object_id);
  if (!member) return null;
  return {
    flag_id: row.id,
    created_at: await joinedAt(db, member.id),
    object_id: member.id,
    question_id: '',
    answer_id: '',
    comment_id: '',
    object_type: 'user',
    title: '',
    url_title: '',
    original_text: '',
    parsed_text: '',
    answer_count: 0,
    answer_accepted: false,
    tags: [],
    object_status: MEMBER_STATUS[member.status] ?? 1,
    object_show_status: 1,
    author_user_info: member,
    submit_at: numberOf(row.created_at),
    submitter_user: users.get(row.user_id) ?? {},
    reason: await flagReason(ctx, numberOf(row.report_type), lang),
    reason_content: row.content,
  };
}

async function postItem(ctx: ServerContext, db: FlagsDb, queries: QueryAsker, row: ReportRow, lang: string): Promise<FlaggedPost | null> {
  const target = await findTarget(db, row.object_id);
  if (!target) return null;
  const users = await usersByIds(queries, [target.authorId, row.user_id]);
  return {
    flag_id: row.id,
    created_at: target.createdAt,
    object_id: target.id,
    question_id: target.questionId,
    answer_id: target.answerId,
    comment_id: target.commentId,
    object_type: target.kind,
    title: target.title,
    url_title: urlTitle(target.title),
    original_text: target.originalText,
    parsed_text: target.parsedText,
    answer_count: target.answerCount,
    answer_accepted: target.answerAccepted,
    tags: await tagsOf(db, target.questionId),
    object_status: target.status,
    object_show_status: target.show,
    author_user_info: users.get(target.authorId) ?? {},
    submit_at: numberOf(row.created_at),
    submitter_user: users.get(row.user_id) ?? {},
    reason: await flagReason(ctx, numberOf(row.report_type), lang),
    reason_content: row.content,
  };
}
