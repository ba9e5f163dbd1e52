/**
 * Revisions: every ask and every edit saves the question as it then was (title, body, tags) with
 * the editor and the edit summary, so its history can be listed and compared. Answers and tags
 * keep theirs here too (object types 2 and 3, written by their plugins); suggested edits wait here
 * for review.
 */
import type { Selectable, Transaction } from 'kysely';
import { urlTitle, usersByIds, type Dialect, type QueryAsker, type UserBasicInfo } from '@answer/sdk/server';
import { toNumber, type QuestionsDb } from './db';
import { REVISION_OBJECT, REVISION_STATUS, type QuestionsTables, type RevisionTable } from './tables';
import type { TagResp } from './tag-read';
import { parseTagSnapshot, tagRevisionContent, type TagRevisionContent } from './tag-revisions';

export interface QuestionSnapshot {
  title: string;
  content: string;
  tags: TagResp[];
}

export interface NewRevision {
  userId: string;
  objectId: string;
  snapshot: QuestionSnapshot;
  log: string;
  now: number;
  /** `REVISION_STATUS.normal` (a direct edit) unless it is a suggestion waiting for review. */
  status?: number;
}

/** Saves a revision of a question; answers its id. */
export async function addRevision(trx: Transaction<QuestionsTables>, dialect: Dialect, revision: NewRevision): Promise<string> {
  const values = {
    created_at: revision.now,
    updated_at: revision.now,
    user_id: revision.userId,
    object_type: REVISION_OBJECT.question,
    object_id: revision.objectId,
    title: revision.snapshot.title,
    content: JSON.stringify(revision.snapshot),
    log: revision.log,
    status: revision.status ?? REVISION_STATUS.normal,
    // a waiting suggestion holds its post's slot (unique): a second one at the same moment fails
    pending_object_id: revision.status === REVISION_STATUS.unreviewed ? revision.objectId : null,
  };
  if (dialect === 'postgres') {
    const row = await trx.insertInto('revision').values(values).returning('id').executeTakeFirstOrThrow();
    return String(row.id);
  }
  const result = await trx.insertInto('revision').values(values).executeTakeFirstOrThrow();
  if (result.insertId === undefined) throw new Error('The database returned no id for the revision');
  return String(result.insertId);
}

/** What an answer's revision keeps (the answers plugin writes it): the body and its question. */
export interface AnswerSnapshot {
  question_id: string;
  content: string;
}

export type RevisionRow = Selectable<RevisionTable>;

/** What a post's revision carries as `content`: its snapshot with the body rendered. */
export type PostRevisionContent = (QuestionSnapshot & { id: string; html: string }) | (AnswerSnapshot & { id: string; html: string });

/** Answer's `GetRevisionResp`; `content` is the snapshot with its body rendered (a post's by default). */
export interface RevisionResp<Content = PostRevisionContent> {
  id: string;
  use_id: string;
  object_id: string;
  title: string;
  url_title: string;
  content: Content;
  status: number;
  reason: string;
  create_at: number;
  user_info: UserBasicInfo | null;
}

/** A revision of any kind: a post's or a tag's. */
export type AnyRevisionResp = RevisionResp<PostRevisionContent | TagRevisionContent>;

export function parseSnapshot(text: string, title: string): QuestionSnapshot {
  try {
    const value = JSON.parse(text) as Partial<QuestionSnapshot>;
    return { title: value.title ?? title, content: value.content ?? '', tags: Array.isArray(value.tags) ? value.tags : [] };
  } catch {
    return { title, content: '', tags: [] };
  }
}

export function parseAnswerSnapshot(text: string): AnswerSnapshot {
  try {
    const value = JSON.parse(text) as Partial<AnswerSnapshot>;
    return { question_id: typeof value.question_id === 'string' ? value.question_id : '', content: typeof value.content === 'string' ? value.content : '' };
  } catch {
    return { question_id: '', content: '' };
  }
}

/** One revision row in Answer's shape, for any kind of post or a tag. */
export function revisionResp(row: RevisionRow, users: Map<string, UserBasicInfo>, render: (markdown: string) => string): AnyRevisionResp {
  const base = {
    id: String(row.id),
    use_id: row.user_id,
    object_id: row.object_id,
    status: toNumber(row.status),
    reason: row.log,
    create_at: toNumber(row.created_at),
    user_info: users.get(row.user_id) ?? null,
  };
  if (toNumber(row.object_type) === REVISION_OBJECT.answer) {
    const answer = parseAnswerSnapshot(row.content);
    return { ...base, title: '', url_title: '', content: { id: row.object_id, ...answer, html: render(answer.content) } };
  }
  if (toNumber(row.object_type) === REVISION_OBJECT.tag) {
    // titled with the slug the tag had then, as Answer titles tag revisions
    return { ...base, title: row.title, url_title: '', content: tagRevisionContent(row.object_id, parseTagSnapshot(row.content, row.title), render) };
  }
  const snapshot = parseSnapshot(row.content, row.title);
  return { ...base, title: snapshot.title, url_title: urlTitle(snapshot.title), content: { id: row.object_id, ...snapshot, html: render(snapshot.content) } };
}

/** The states a post has had: direct edits and approved suggestions (not waiting or rejected ones). */
export const HISTORY_STATUSES = [REVISION_STATUS.normal, REVISION_STATUS.approved];

/** A post's history, newest first (`queries` answers who made each revision). */
export async function revisionsOf(db: QuestionsDb, queries: QueryAsker, objectId: string, render: (markdown: string) => string): Promise<AnyRevisionResp[]> {
  const rows = await db
    .selectFrom('revision')
    .selectAll()
    .where('object_id', '=', objectId)
    .where('status', 'in', HISTORY_STATUSES)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const users = await usersByIds(queries, rows.map((row) => row.user_id));
  return rows.map((row) => revisionResp(row, users, render));
}

/** When the revision was saved (0 when there is none). */
export async function revisionTime(db: QuestionsDb, revisionId: string): Promise<number> {
  if (!/^\d+$/.test(revisionId) || revisionId === '0') return 0;
  const row = await db.selectFrom('revision').select('created_at').where('id', '=', revisionId).executeTakeFirst();
  return toNumber(row?.created_at);
}
