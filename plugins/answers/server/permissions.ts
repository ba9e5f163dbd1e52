/**
 * Who may do what with answers (Answer's rules): moderators and admins may do everything here;
 * authors edit their answers and delete them until accepted; other members edit with the
 * `rank.answer.edit` reputation. The question's author (or staff) accepts. `may` is pure so each
 * rule is tested on its own; `memberOf` (sdk) and `loadAnswerLimits` give what it needs.
 */
import { readNumbers, type Member, type ServerContext } from '@answer/sdk/server';
import { asNumber } from './db';
import { ADOPTED, ANSWER_STATUS, QUESTION_STATUS } from './tables';

const ADMIN_ROLE = 2;
const MODERATOR_ROLE = 3;

/** The caller as the rules see them (`memberOf(principal)`). */
export type Caller = Member;

export const LIMITED_ACTIONS = ['answer.add', 'answer.edit', 'answer.delete', 'answer.edit_without_review', 'answer.audit'] as const;
export type AnswerLimits = Record<(typeof LIMITED_ACTIONS)[number], number>;

/** What a fresh site seeds (privilege level 2); used when a row is missing. */
const DEFAULT_LIMITS: AnswerLimits = { 'answer.add': 1, 'answer.edit': 100, 'answer.delete': -1, 'answer.edit_without_review': 1000, 'answer.audit': 1000 };

/** The answer and question an action is about. */
export interface AnswerTarget {
  authorId: string;
  status: number;
  accepted: boolean;
  questionAuthorId: string;
  questionStatus: number;
}

export type AnswerAction = 'answer.add' | 'answer.edit' | 'answer.delete' | 'answer.undelete' | 'answer.accept';

export const isModerator = (caller: Caller | null): boolean => !!caller && caller.active && (caller.roleId === ADMIN_ROLE || caller.roleId === MODERATOR_ROLE);

const reaches = (caller: Caller, limit: number): boolean => limit >= 0 && caller.rank >= limit;

export function may(caller: Caller | null, action: AnswerAction, limits: AnswerLimits, target?: AnswerTarget): boolean {
  if (!caller || !caller.active) return false;
  const staff = isModerator(caller);
  if (action === 'answer.add') return staff || reaches(caller, limits['answer.add']);
  if (!target) return false;
  const author = target.authorId === caller.userId;
  const answerDeleted = target.status === ANSWER_STATUS.deleted;
  const questionDeleted = target.questionStatus === QUESTION_STATUS.deleted;
  switch (action) {
    case 'answer.edit':
      // deleted posts are frozen for everyone but moderators
      if (answerDeleted || questionDeleted) return staff;
      return staff || author || reaches(caller, limits['answer.edit']);
    case 'answer.delete':
      if (answerDeleted) return false;
      // an accepted answer is part of the question's resolution: only moderators take it away
      return staff || (!target.accepted && (author || reaches(caller, limits['answer.delete'])));
    case 'answer.undelete':
      return answerDeleted && staff;
    case 'answer.accept':
      if (answerDeleted || questionDeleted) return false;
      return staff || target.questionAuthorId === caller.userId;
  }
}

/**
 * What `may` reads of a caller who wrote neither the answer nor its question: callers with the
 * same key are allowed the same on every such answer.
 */
export function othersRightsKey(caller: Caller, limits: AnswerLimits): string {
  return [caller.active, isModerator(caller), reaches(caller, limits['answer.edit']), reaches(caller, limits['answer.delete'])].map(Number).join('');
}

/**
 * How an allowed edit lands: at once for moderators, the author and members with
 * `rank.answer.edit_without_review`; as a suggestion waiting for review for the others.
 */
export function editMode(caller: Caller | null, limits: AnswerLimits, target: AnswerTarget): 'direct' | 'review' | 'none' {
  if (!caller || !may(caller, 'answer.edit', limits, target)) return 'none';
  return isModerator(caller) || target.authorId === caller.userId || reaches(caller, limits['answer.edit_without_review']) ? 'direct' : 'review';
}

/** Reviewers of suggested answer edits: moderators and members with `rank.answer.audit`. */
export const mayReview = (caller: Caller | null, limits: AnswerLimits): boolean => !!caller && caller.active && (isModerator(caller) || reaches(caller, limits['answer.audit']));

/** The site's current `rank.answer.*` thresholds. */
export const loadAnswerLimits = (ctx: ServerContext): Promise<AnswerLimits> => readNumbers(ctx.config, DEFAULT_LIMITS, 'rank.');

export const acceptedFlag = (adopted: number | string): boolean => asNumber(adopted) === ADOPTED.yes;
