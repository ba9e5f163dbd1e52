/**
 * This plugin's part of `GET /permission`: whether the caller may ask, edit, delete, close, reopen,
 * pin, unpin, unlist, list questions and add or use reserved tags in general (no question in
 * view), with the reason in the caller's language when not.
 */
import { memberOf, type PermissionAnswer, type ServerContext, type ServerQueryHandlers } from '@answer/sdk/server';
import { questionsDb } from './db';
import { can, loadRankLimits, MODERATION_ACTIONS, RANKED_ACTIONS, type Actor, type QuestionAction, type RankLimits } from './permissions';

export const CHECKED_ACTIONS: readonly QuestionAction[] = [...RANKED_ACTIONS, ...MODERATION_ACTIONS];

const isChecked = (action: string): action is QuestionAction => (CHECKED_ACTIONS as readonly string[]).includes(action);

/** Edit and delete depend on the question; asked in general they mean "of someone else's question". */
const GENERAL_TARGET = { userId: '', status: 1, answerCount: 0 };

/** Why an action is refused: the reputation it needs, or that only moderators may. */
export function permissionAnswer(actor: Actor | null, action: QuestionAction, limits: RankLimits, t: (key: string, vars?: Record<string, unknown>) => string): PermissionAnswer {
  const target = action === 'question.edit' || action === 'question.delete' ? GENERAL_TARGET : undefined;
  if (can(actor, action, limits, target)) return { has_permission: true, no_permission_tip: '' };
  if (!actor) return { has_permission: false, no_permission_tip: t('error.question.login_needed') };
  const limit = (limits as Record<string, number | undefined>)[action];
  if (limit !== undefined && limit >= 0) return { has_permission: false, no_permission_tip: t('error.rank.no_enough_rank_to_operate', { rank: limit }) };
  return { has_permission: false, no_permission_tip: t('error.question.moderators_only') };
}

export function permissionQueries(ctx: ServerContext): ServerQueryHandlers {
  return {
    async 'permission.check'({ principal, actions, lang }) {
      const asked = actions.filter(isChecked);
      if (asked.length === 0) return {};
      const [actor, limits] = [memberOf(principal), await loadRankLimits(ctx)];
      const out: Record<string, PermissionAnswer> = {};
      for (const action of asked) out[action] = permissionAnswer(actor, action, limits, (key, vars) => ctx.t(lang, key, vars));
      return out;
    },
  };
}
