/**
 * The queue of suggested edits as reviewers see it (`GET /revisions/unreviewed`, one a page, oldest
 * first) and its size (`GET /reviewing/type`). Each item pairs the post as it is now (`info`) with
 * the suggestion (`unreviewed_info`). Answers are read from the answers plugin's `answer` table by
 * name, read only, for display; tags from this plugin's `tag` table (their edits come from the tags
 * plugin).
 */
import type { Kysely } from 'kysely';
import { urlTitle, usersByIds, type QueryAsker } from '@answer/sdk/server';
import { toNumber, type QuestionsDb } from './db';
import { revisionResp, type AnyRevisionResp, type RevisionRow } from './revisions';
import { REVISION_OBJECT, REVISION_STATUS } from './tables';
import { tagsOf, type TagResp } from './tag-read';
import { reviewedTagInfo, type ReviewedTagInfo } from './tag-revisions';

/** The answers plugin's `answer`, the columns shown beside a suggestion. */
interface AnswerView {
  id: string;
  question_id: string;
  user_id: string;
  original_text: string;
  parsed_text: string;
  status: number;
  adopted: number;
  created_at: number | string;
}

/** The same database seen through the answer columns used here. */
const answersOf = (db: QuestionsDb): Kysely<{ answer: AnswerView }> => db as unknown as Kysely<{ answer: AnswerView }>;

/** Answer's `UnreviewedRevisionInfoInfo`: the post a suggestion would change, as it is now. */
export interface ReviewedPostInfo {
  created_at: number;
  object_id: string;
  question_id: string;
  answer_id: string;
  comment_id: string;
  object_type: 'question' | 'answer';
  object_creator_user_id: string;
  title: string;
  url_title: string;
  content: string;
  html: string;
  answer_count: number;
  answer_accepted: boolean;
  tags: TagResp[];
  status: number;
  show_status: number;
}

export interface UnreviewedItem {
  type: 'question' | 'answer' | 'tag';
  info: ReviewedPostInfo | ReviewedTagInfo;
  unreviewed_info: AnyRevisionResp;
}

const waiting = (db: QuestionsDb, types: number[]) => db.selectFrom('revision').where('status', '=', REVISION_STATUS.unreviewed).where('object_type', 'in', types);

export async function countWaiting(db: QuestionsDb, types: number[]): Promise<number> {
  if (types.length === 0) return 0;
  const row = await waiting(db, types).select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst();
  return toNumber(row?.count);
}

async function postInfo(db: QuestionsDb, revision: RevisionRow): Promise<ReviewedPostInfo | ReviewedTagInfo | null> {
  if (toNumber(revision.object_type) === REVISION_OBJECT.tag) return reviewedTagInfo(db, revision.object_id);
  const isAnswer = toNumber(revision.object_type) === REVISION_OBJECT.answer;
  const answer = isAnswer ? await answersOf(db).selectFrom('answer').selectAll().where('id', '=', revision.object_id).executeTakeFirst() : undefined;
  if (isAnswer && !answer) return null;
  const questionId = answer ? answer.question_id : revision.object_id;
  const question = await db.selectFrom('question').selectAll().where('id', '=', questionId).executeTakeFirst();
  if (!question) return null;
  const tags = (await tagsOf(db, [question.id])).get(question.id) ?? [];
  const post = answer ?? question;
  return {
    created_at: toNumber(post.created_at),
    object_id: revision.object_id,
    question_id: question.id,
    answer_id: answer ? answer.id : '',
    comment_id: '',
    object_type: answer ? 'answer' : 'question',
    object_creator_user_id: post.user_id,
    title: question.title,
    url_title: urlTitle(question.title),
    content: post.original_text,
    html: post.parsed_text,
    answer_count: toNumber(question.answer_count),
    answer_accepted: answer ? toNumber(answer.adopted) === 2 : question.accepted_answer_id !== '0',
    tags,
    status: toNumber(post.status),
    show_status: toNumber(question.show),
  };
}

/** Page `page` (one item a page) of the suggestions of `types`, oldest first. */
export async function unreviewedPage(db: QuestionsDb, queries: QueryAsker, types: number[], page: number, render: (markdown: string) => string): Promise<{ count: number; list: UnreviewedItem[] }> {
  const count = await countWaiting(db, types);
  if (count === 0) return { count, list: [] };
  const rows = await waiting(db, types).selectAll().orderBy('created_at', 'asc').orderBy('id', 'asc').limit(1).offset(page - 1).execute();
  const users = await usersByIds(queries, rows.map((row) => row.user_id));
  const list: UnreviewedItem[] = [];
  for (const row of rows) {
    const info = await postInfo(db, row);
    if (!info) continue;
    const suggestion = revisionResp(row, users, render);
    list.push({ type: info.object_type, info, unreviewed_info: { ...suggestion, title: suggestion.title || info.title, url_title: urlTitle(suggestion.title || info.title) } });
  }
  return { count, list };
}
