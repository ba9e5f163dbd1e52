/**
 * Revisions: every ask and every edit saves the question as it then was (title, body, tags) with
 * the editor and the edit summary, so its history can be listed and compared.
 */
import type { Transaction } from 'kysely';
import type { Dialect } from '@answer/sdk/server';
import { toNumber, type QuestionsDb } from './db';
import { REVISION_OBJECT, REVISION_STATUS, type QuestionsTables } from './tables';
import type { TagResp } from './tag-read';
import { urlTitle } from './text';
import { usersByIds, type UserBasicInfo } from './users';

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
    status: REVISION_STATUS.normal,
  };
  if (dialect === 'postgres') {
    const row = await trx.insertInto('revision').values(values).returning('id').executeTakeFirstOrThrow();
    return String(row.id);
  }
  const result = await trx.insertInto('revision').values(values).executeTakeFirstOrThrow();
  if (result.insertId === undefined) throw new Error('The database returned no id for the revision');
  return String(result.insertId);
}

/** Answer's `GetRevisionResp`; `content` is the snapshot with its body rendered. */
export interface RevisionResp {
  id: string;
  use_id: string;
  object_id: string;
  title: string;
  url_title: string;
  content: QuestionSnapshot & { id: string; html: string };
  status: number;
  reason: string;
  create_at: number;
  user_info: UserBasicInfo | null;
}

function parseSnapshot(text: string, title: string): QuestionSnapshot {
  try {
    const value = JSON.parse(text) as Partial<QuestionSnapshot>;
    return { title: value.title ?? title, content: value.content ?? '', tags: Array.isArray(value.tags) ? value.tags : [] };
  } catch {
    return { title, content: '', tags: [] };
  }
}

/** A question's revisions, newest first. */
export async function revisionsOf(db: QuestionsDb, objectId: string, render: (markdown: string) => string): Promise<RevisionResp[]> {
  const rows = await db
    .selectFrom('revision')
    .selectAll()
    .where('object_id', '=', objectId)
    .where('object_type', '=', REVISION_OBJECT.question)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const users = await usersByIds(db, rows.map((row) => row.user_id));
  return rows.map((row) => {
    const snapshot = parseSnapshot(row.content, row.title);
    return {
      id: String(row.id),
      use_id: row.user_id,
      object_id: row.object_id,
      title: snapshot.title,
      url_title: urlTitle(snapshot.title),
      content: { id: row.object_id, ...snapshot, html: render(snapshot.content) },
      status: toNumber(row.status),
      reason: row.log,
      create_at: toNumber(row.created_at),
      user_info: users.get(row.user_id) ?? null,
    };
  });
}

/** When the revision was saved (0 when there is none). */
export async function revisionTime(db: QuestionsDb, revisionId: string): Promise<number> {
  if (!/^\d+$/.test(revisionId) || revisionId === '0') return 0;
  const row = await db.selectFrom('revision').select('created_at').where('id', '=', revisionId).executeTakeFirst();
  return toNumber(row?.created_at);
}
