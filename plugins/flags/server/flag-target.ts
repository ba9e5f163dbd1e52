/**
 * What `POST /report` is about, checked as a member meets it: a post that exists for them (one they
 * may not see is as absent as a missing one), not deleted, not theirs; or another member who was
 * not deleted. Refusals are field errors on `object_id`, as the flag dialog shows them.
 */
import { fieldError, longId, OBJECT_TYPE, postVisible, type Principal, type ServerContext } from '@answer/sdk/server';
import { findMember, memberIdOf } from './members';
import type { ReasonObjectType } from './reasons';
import { flagsDb } from './tables';
import { findTarget, flagKindOf, isDeleted } from './targets';

export interface FlagSubject {
  kind: ReasonObjectType;
  objectId: string;
  objectType: number;
  /** The post's author, or the member flagged. */
  reportedUserId: string;
  /** '' for a member. */
  questionId: string;
}

export async function flagSubject(ctx: ServerContext, principal: Principal, rawId: unknown): Promise<FlagSubject> {
  const memberId = memberIdOf(rawId);
  if (memberId) {
    if (memberId === principal.userId) throw fieldError('object_id', 'flag.own_account');
    const member = await findMember(ctx.queries, memberId);
    if (!member) throw fieldError('object_id', 'flag.member_not_found');
    return { kind: 'user', objectId: member.id, objectType: OBJECT_TYPE.user, reportedUserId: member.id, questionId: '' };
  }
  const objectId = longId(rawId) ?? '';
  if (!flagKindOf(objectId)) throw fieldError('object_id', 'flag.object_id.invalid');
  const target = await findTarget(flagsDb(ctx), objectId);
  if (!target || !(await postVisible(ctx.queries, principal, target.id))) throw fieldError('object_id', 'flag.post_not_found');
  if (isDeleted(target)) throw fieldError('object_id', 'flag.post_deleted');
  if (target.authorId === principal.userId) throw fieldError('object_id', 'flag.own_post');
  return { kind: target.kind, objectId: target.id, objectType: target.objectType, reportedUserId: target.authorId, questionId: target.questionId };
}
