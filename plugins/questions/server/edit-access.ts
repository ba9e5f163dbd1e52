/**
 * Edits that wait for review (answer.md 5.2, 5.3): staff and the author edit a question directly;
 * another member with `rank.question.edit` suggests an edit that waits for a reviewer, unless they
 * also reach `rank.question.edit_without_review`. Reviewers are staff or members with
 * `rank.question.audit` (`rank.answer.audit` for answers' suggestions, `rank.tag.audit` for tags',
 * which the tags plugin writes). Pure rules first, then what loads them.
 */
import { readNumbers, type PostEditAccess, type ServerContext } from '@answer/sdk/server';
import { can, isStaff, type Actor, type QuestionTarget, type RankLimits } from './permissions';
import { QUESTION_STATUS, REVISION_OBJECT } from './tables';

export const REVIEW_ACTIONS = ['question.edit_without_review', 'question.audit', 'answer.audit', 'tag.audit'] as const;
export type ReviewLimits = Record<(typeof REVIEW_ACTIONS)[number], number>;

/** Privilege level 2, what a fresh site seeds. */
export const DEFAULT_REVIEW_LIMITS: ReviewLimits = { 'question.edit_without_review': 1000, 'question.audit': 1000, 'answer.audit': 1000, 'tag.audit': 2500 };

const reaches = (actor: Actor, limit: number): boolean => limit >= 0 && actor.rank >= limit;

/** The post an access is about: the question's id and the revision it shows now. */
export interface EditedPost {
  id: string;
  revisionId: string;
}

export function questionEditAccess(actor: Actor | null, target: QuestionTarget, post: EditedPost, limits: RankLimits, review: ReviewLimits): PostEditAccess {
  const access: PostEditAccess = { edit: 'none', rank_needed: 0, review: mayReview(actor, REVISION_OBJECT.question, review), question_id: post.id, revision_id: post.revisionId };
  if (!can(actor, 'question.edit', limits, target)) {
    const frozen = target.status === QUESTION_STATUS.closed || target.status === QUESTION_STATUS.deleted;
    return { ...access, rank_needed: actor && !frozen ? limits['question.edit'] : 0 };
  }
  const direct = !!actor && (isStaff(actor) || target.userId === actor.userId || reaches(actor, review['question.edit_without_review']));
  return { ...access, edit: direct ? 'direct' : 'review' };
}

/** Whether the caller may approve or reject suggested edits of posts of `objectType`. */
export function mayReview(actor: Actor | null, objectType: number, review: ReviewLimits): boolean {
  if (!actor || !actor.active) return false;
  if (isStaff(actor)) return true;
  if (objectType === REVISION_OBJECT.question) return reaches(actor, review['question.audit']);
  if (objectType === REVISION_OBJECT.answer) return reaches(actor, review['answer.audit']);
  if (objectType === REVISION_OBJECT.tag) return reaches(actor, review['tag.audit']);
  return false;
}

/** The object types whose suggestions the caller may review. */
export const reviewableTypes = (actor: Actor | null, review: ReviewLimits): number[] =>
  [REVISION_OBJECT.question, REVISION_OBJECT.answer, REVISION_OBJECT.tag].filter((type) => mayReview(actor, type, review));

export const loadReviewLimits = (ctx: ServerContext): Promise<ReviewLimits> => readNumbers(ctx.config, DEFAULT_REVIEW_LIMITS, 'rank.');
