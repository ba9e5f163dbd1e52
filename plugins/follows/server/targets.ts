/**
 * The object a follow names, checked before anything is written: questions that are not deleted
 * (pending ones only for their author), tags in use, and members other than the caller who still
 * have an account.
 */
import { ApiError, fieldError, notFound } from '@answer/sdk/server';
import { toNumber, type FollowsDb } from './db';
import type { FollowTarget } from './follow-write';
import { followKindOf } from './kinds';
import { QUESTION_STATUS, TAG_STATUS, USER_STATUS } from './tables';

export const OBJECT_NOT_FOUND = 'error.follow.object_not_found';

export async function followTarget(db: FollowsDb, objectId: string, callerId: string): Promise<FollowTarget> {
  const kind = followKindOf(objectId);
  if (!kind) throw fieldError('object_id', 'error.follow.object_not_supported');
  if (kind === 'question') {
    const question = await db.selectFrom('question').select(['id', 'user_id', 'status']).where('id', '=', objectId).executeTakeFirst();
    const status = toNumber(question?.status);
    if (!question || status === QUESTION_STATUS.deleted || (status === QUESTION_STATUS.pending && question.user_id !== callerId)) throw notFound(OBJECT_NOT_FOUND);
    return { kind, id: question.id, questionId: question.id };
  }
  if (kind === 'tag') {
    const tag = await db.selectFrom('tag').select(['id', 'status']).where('id', '=', objectId).executeTakeFirst();
    if (!tag || toNumber(tag.status) !== TAG_STATUS.available) throw notFound(OBJECT_NOT_FOUND);
    return { kind, id: tag.id, questionId: '' };
  }
  if (objectId === callerId) throw new ApiError(400, 'error.follow.self');
  const user = await db.selectFrom('user').select(['id', 'status']).where('id', '=', objectId).executeTakeFirst();
  if (!user || toNumber(user.status) === USER_STATUS.deleted) throw notFound(OBJECT_NOT_FOUND);
  return { kind, id: String(user.id), questionId: '' };
}
