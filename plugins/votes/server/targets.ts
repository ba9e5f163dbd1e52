/**
 * The post a vote is about, read from its owner's table by the kind its id names, with what the
 * rules need: its author and whether it can take votes (not deleted or waiting for review, nor
 * under a deleted or pending question or answer). Whether the caller may see it at all is the
 * owners' call (`post.visible`), asked by the route.
 */
import { OBJECT_TYPE, objectTypeOf } from '@answer/sdk/server';
import { asNumber, type VotesDb } from './db';
import type { VoteKind } from './rules';
import { POST_STATUS } from './tables';

export interface VoteTarget {
  kind: VoteKind;
  id: string;
  authorId: string;
  /** The question the post is or belongs to. */
  questionId: string;
  /** The post whose comments show it: the post itself, or the one a comment is on. */
  postId: string;
  /** Deleted itself or through the question (or answer) it belongs to. */
  deleted: boolean;
  /** Waiting for review itself or through the question (or answer) it belongs to. */
  pending: boolean;
}

/** Statuses of a post and the posts above it; a missing parent counts as deleted. */
function chainState(statuses: (number | undefined)[]): { deleted: boolean; pending: boolean } {
  return {
    deleted: statuses.some((status) => status === undefined || status === POST_STATUS.deleted),
    pending: statuses.some((status) => status === POST_STATUS.pending),
  };
}

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
    return { kind, id: row.id, authorId: String(row.user_id), questionId: row.id, postId: row.id, ...chainState([asNumber(row.status)]) };
  }
  if (kind === 'answer') {
    const row = await db.selectFrom('answer').select(['id', 'user_id', 'status', 'question_id']).where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    const chain = [asNumber(row.status), await questionStatus(db, row.question_id)];
    return { kind, id: row.id, authorId: String(row.user_id), questionId: row.question_id, postId: row.id, ...chainState(chain) };
  }
  const row = await db.selectFrom('comment').select(['id', 'user_id', 'status', 'question_id', 'object_id']).where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  // a comment on an answer goes with that answer too
  const onAnswer = row.object_id !== row.question_id && objectTypeOf(row.object_id) === OBJECT_TYPE.answer;
  const chain = [asNumber(row.status), await questionStatus(db, row.question_id), ...(onAnswer ? [await answerStatus(db, row.object_id)] : [])];
  return { kind, id: row.id, authorId: String(row.user_id), questionId: row.question_id, postId: row.object_id, ...chainState(chain) };
}
