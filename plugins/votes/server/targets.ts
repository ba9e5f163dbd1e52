/**
 * The post a vote is about, read from its owner's table by the kind its id names, with what the
 * rules need: its author, whether it can take votes (not deleted or waiting for review, nor on a
 * deleted question or answer) and whether the caller may see it at all.
 */
import { OBJECT_TYPE, objectTypeOf } from '@answer/sdk/server';
import { asNumber, type VotesDb } from './db';
import type { VoteKind, Voter } from './rules';
import { POST_STATUS } from './tables';

export interface VoteTarget {
  kind: VoteKind;
  id: string;
  authorId: string;
  /** The question the post is or belongs to. */
  questionId: string;
  /** The post's own status. */
  status: number;
  /** Deleted itself or through the question (or answer) it belongs to. */
  deleted: boolean;
}

/** Deleted and pending posts exist only for their author and staff. */
export function visibleTo(voter: Voter, target: VoteTarget, staff: boolean): boolean {
  const hidden = target.deleted || target.status === POST_STATUS.pending;
  return !hidden || staff || voter.userId === target.authorId;
}

const isDeleted = (status: number | string | undefined): boolean => asNumber(status) === POST_STATUS.deleted;

async function questionStatus(db: VotesDb, id: string): Promise<number | undefined> {
  const row = await db.selectFrom('question').select('status').where('id', '=', id).executeTakeFirst();
  return row ? asNumber(row.status) : undefined;
}

async function answerStatus(db: VotesDb, id: string): Promise<number | undefined> {
  const row = await db.selectFrom('answer').select('status').where('id', '=', id).executeTakeFirst();
  return row ? asNumber(row.status) : undefined;
}

/** The post `id` names, or null when there is none. */
export async function findTarget(db: VotesDb, kind: VoteKind, id: string): Promise<VoteTarget | null> {
  if (kind === 'question') {
    const row = await db.selectFrom('question').select(['id', 'user_id', 'status']).where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    const status = asNumber(row.status);
    return { kind, id: row.id, authorId: String(row.user_id), questionId: row.id, status, deleted: isDeleted(status) };
  }
  if (kind === 'answer') {
    const row = await db.selectFrom('answer').select(['id', 'user_id', 'status', 'question_id']).where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    const status = asNumber(row.status);
    const parent = await questionStatus(db, row.question_id);
    return { kind, id: row.id, authorId: String(row.user_id), questionId: row.question_id, status, deleted: isDeleted(status) || parent === undefined || isDeleted(parent) };
  }
  const row = await db.selectFrom('comment').select(['id', 'user_id', 'status', 'question_id', 'object_id']).where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const status = asNumber(row.status);
  const question = await questionStatus(db, row.question_id);
  // a comment on an answer goes with that answer
  const answer = row.object_id !== row.question_id && objectTypeOf(row.object_id) === OBJECT_TYPE.answer ? await answerStatus(db, row.object_id) : POST_STATUS.available;
  const deleted = isDeleted(status) || question === undefined || isDeleted(question) || answer === undefined || isDeleted(answer);
  return { kind, id: row.id, authorId: String(row.user_id), questionId: row.question_id, status, deleted };
}
