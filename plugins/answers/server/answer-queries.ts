/**
 * What this plugin answers other plugins: the caller's edit rights on answers (`post.edit_access`,
 * for the revision calls) and the answer actions of `GET /permission` (`permission.check`).
 */
import { memberOf, type PermissionAnswer, type PostEditAccess, type ServerContext, type ServerQueryHandlers } from '@answer/sdk/server';
import { answerVisible, findAnswer, findQuestion, questionVisible, targetOf } from './answer-read';
import { answersDb, asNumber } from './db';
import { editMode, isModerator, loadAnswerLimits, may, mayReview, type AnswerLimits, type Caller } from './permissions';
import { ANSWER_STATUS, QUESTION_STATUS } from './tables';

/** The answer actions `GET /permission` may ask about, judged without a particular answer. */
export const PERMISSION_ACTIONS = ['answer.add', 'answer.edit', 'answer.delete', 'answer.accept', 'answer.edit_without_review', 'answer.audit'] as const;
type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

const isPermissionAction = (action: string): action is PermissionAction => (PERMISSION_ACTIONS as readonly string[]).includes(action);

/** The reputation an action needs by itself; -1 for actions only roles grant (accepting others' questions' answers). */
const thresholdOf = (action: PermissionAction, limits: AnswerLimits): number => (action === 'answer.accept' ? -1 : limits[action]);

/** Whether the caller may do `action` in general: a role power or enough reputation (the author's own rights aside). */
export function allowedInGeneral(caller: Caller | null, action: PermissionAction, limits: AnswerLimits): boolean {
  if (!caller || !caller.active) return false;
  if (action === 'answer.add') return may(caller, 'answer.add', limits);
  if (action === 'answer.audit') return mayReview(caller, limits);
  const limit = thresholdOf(action, limits);
  return isModerator(caller) || (limit >= 0 && caller.rank >= limit);
}

export function answerQueries(ctx: ServerContext): ServerQueryHandlers {
  return {
    async 'post.edit_access'({ principal, object_ids }) {
      const db = answersDb(ctx);
      const caller = memberOf(principal);
      const limits = await loadAnswerLimits(ctx);
      const out: Record<string, PostEditAccess> = {};
      for (const id of object_ids) {
        const answer = await findAnswer(db, id);
        const question = answer ? await findQuestion(db, answer.question_id) : null;
        if (!answer || !question || !answerVisible(caller, answer) || !questionVisible(caller, question)) continue;
        const edit = editMode(caller, limits, targetOf(answer, question));
        const frozen = asNumber(answer.status) === ANSWER_STATUS.deleted || asNumber(question.status) === QUESTION_STATUS.deleted;
        out[id] = { edit, rank_needed: edit === 'none' && caller && !frozen ? limits['answer.edit'] : 0, review: mayReview(caller, limits), question_id: question.id, revision_id: answer.revision_id };
      }
      return out;
    },
    async 'permission.check'({ principal, actions, lang }) {
      const mine = actions.filter(isPermissionAction);
      const out: Record<string, PermissionAnswer> = {};
      // asked on every question page for other plugins' actions: no read for none of ours
      if (mine.length === 0) return out;
      const caller = memberOf(principal);
      const limits = await loadAnswerLimits(ctx);
      for (const action of mine) {
        const allowed = allowedInGeneral(caller, action, limits);
        const limit = thresholdOf(action, limits);
        const tip = allowed || !caller ? '' : limit >= 0 ? ctx.t(lang, 'error.answer.permission_needs_rank', { rank: limit }) : ctx.t(lang, 'error.answer.permission_staff_only');
        out[action] = { has_permission: allowed, no_permission_tip: tip };
      }
      return out;
    },
  };
}
