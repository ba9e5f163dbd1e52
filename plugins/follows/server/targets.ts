/**
 * The object a follow names, checked before anything is written: questions the caller may see (as
 * the questions plugin judges, through `post.visible`) that are not deleted, tags in use, and
 * members other than the caller who still have an account.
 */
import { ApiError, fieldError, notFound, postVisible, usersByIds, type Principal, type QueryAsker } from '@answer/sdk/server';
import { toNumber, type FollowsDb } from './db';
import type { FollowTarget } from './follow-write';
import { followRefOf } from './kinds';
import { QUESTION_STATUS, TAG_STATUS } from './tables';

export const OBJECT_NOT_FOUND = 'error.follow.object_not_found';

/** `queries` says whether the caller may see a question and whether a member exists (the accounts plugin keeps them). */
export async function followTarget(db: FollowsDb, queries: QueryAsker, rawId: string, principal: Principal): Promise<FollowTarget> {
  const callerId = principal.userId;
  const ref = followRefOf(rawId);
  if (!ref) throw fieldError('object_id', 'error.follow.object_not_supported');
  const { kind, id: objectId } = ref;
  if (kind === 'question') {
    const question = await db.selectFrom('question').select(['id', 'status']).where('id', '=', objectId).executeTakeFirst();
    if (!question || !(await postVisible(queries, principal, question.id)) || toNumber(question.status) === QUESTION_STATUS.deleted) throw notFound(OBJECT_NOT_FOUND);
    return { kind, id: question.id, questionId: question.id };
  }
  if (kind === 'tag') {
    const tag = await db.selectFrom('tag').select(['id', 'status']).where('id', '=', objectId).executeTakeFirst();
    if (!tag || toNumber(tag.status) !== TAG_STATUS.available) throw notFound(OBJECT_NOT_FOUND);
    return { kind, id: tag.id, questionId: '' };
  }
  if (objectId === callerId) throw new ApiError(400, 'error.follow.self');
  const user = (await usersByIds(queries, [objectId])).get(objectId);
  if (!user || user.status === 'deleted') throw notFound(OBJECT_NOT_FOUND);
  return { kind, id: user.id, questionId: '' };
}
