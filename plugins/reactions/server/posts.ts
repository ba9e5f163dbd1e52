/**
 * The question or answer a reaction is about, and whether the caller may see it: deleted and
 * pending posts (or answers to a deleted question) exist only for their author and staff.
 */
import type { Kysely } from 'kysely';
import { objectTypeNameOf, type Principal } from '@answer/sdk/server';
import { asNumber } from './db';
import { POST_STATUS, type ReactionsTables } from './tables';

export interface ReactionPost {
  id: string;
  authorId: string;
  /** Deleted itself or through its question. */
  deleted: boolean;
  pending: boolean;
}

/** `question` or `answer` from the type code inside an Answer content id; null for anything else. */
export function postKindOf(objectId: string): 'question' | 'answer' | null {
  const name = objectTypeNameOf(objectId);
  return name === 'question' || name === 'answer' ? name : null;
}

const STAFF_ROLES = new Set([2, 3]);

export function visibleTo(principal: Principal | null, post: ReactionPost): boolean {
  if (!post.deleted && !post.pending) return true;
  if (!principal || principal.status !== 'normal') return false;
  return principal.userId === post.authorId || STAFF_ROLES.has(principal.roleId);
}

export async function findPost(db: Kysely<ReactionsTables>, objectId: string): Promise<ReactionPost | null> {
  const kind = postKindOf(objectId);
  if (kind === 'question') {
    const row = await db.selectFrom('question').select(['id', 'user_id', 'status']).where('id', '=', objectId).executeTakeFirst();
    if (!row) return null;
    const status = asNumber(row.status);
    return { id: row.id, authorId: String(row.user_id), deleted: status === POST_STATUS.deleted, pending: status === POST_STATUS.pending };
  }
  if (kind === 'answer') {
    const row = await db.selectFrom('answer').select(['id', 'user_id', 'status', 'question_id']).where('id', '=', objectId).executeTakeFirst();
    if (!row) return null;
    const question = await db.selectFrom('question').select('status').where('id', '=', row.question_id).executeTakeFirst();
    const status = asNumber(row.status);
    const questionStatus = asNumber(question?.status ?? POST_STATUS.deleted);
    return {
      id: row.id,
      authorId: String(row.user_id),
      deleted: status === POST_STATUS.deleted || questionStatus === POST_STATUS.deleted,
      pending: status === POST_STATUS.pending || questionStatus === POST_STATUS.pending,
    };
  }
  return null;
}
