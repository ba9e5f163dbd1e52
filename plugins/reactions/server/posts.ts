/**
 * The question or answer a reaction is about. Whether the caller may see it is the posts' owners'
 * call (`post.visible`, over the whole chain), asked by the routes; this reads whether it still
 * takes reactions (not deleted, nor an answer under a deleted question).
 */
import type { Kysely } from 'kysely';
import { objectTypeNameOf } from '@answer/sdk/server';
import { asNumber } from './db';
import { POST_STATUS, type ReactionsTables } from './tables';

export interface ReactionPost {
  id: string;
  /** Deleted itself or through its question. */
  deleted: boolean;
}

/** `question` or `answer` from the type code inside an Answer content id; null for anything else. */
export function postKindOf(objectId: string): 'question' | 'answer' | null {
  const name = objectTypeNameOf(objectId);
  return name === 'question' || name === 'answer' ? name : null;
}

export async function findPost(db: Kysely<ReactionsTables>, objectId: string): Promise<ReactionPost | null> {
  const kind = postKindOf(objectId);
  if (kind === 'question') {
    const row = await db.selectFrom('question').select(['id', 'status']).where('id', '=', objectId).executeTakeFirst();
    if (!row) return null;
    return { id: row.id, deleted: asNumber(row.status) === POST_STATUS.deleted };
  }
  if (kind === 'answer') {
    const row = await db.selectFrom('answer').select(['id', 'status', 'question_id']).where('id', '=', objectId).executeTakeFirst();
    if (!row) return null;
    const question = await db.selectFrom('question').select('status').where('id', '=', row.question_id).executeTakeFirst();
    return { id: row.id, deleted: asNumber(row.status) === POST_STATUS.deleted || !question || asNumber(question.status) === POST_STATUS.deleted };
  }
  return null;
}
