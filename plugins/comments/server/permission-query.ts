/**
 * This plugin's part of `GET /permission`: whether the caller may comment, and edit or delete
 * comments in general (their own comments' rights come with each comment's `member_actions`).
 * A refusal says why in the caller's language.
 */
import { memberOf, type PermissionAnswer, type ServerContext, type ServerQueryHandlers } from '@answer/sdk/server';
import { commentsDb, nowSeconds } from './db';
import { COMMENT_ACTIONS, loadLimits, may, type Caller, type CommentAction, type CommentLimits } from './permissions';

const isCommentAction = (action: string): action is CommentAction => (COMMENT_ACTIONS as readonly string[]).includes(action);

function refusal(caller: Caller | null, action: CommentAction, limits: CommentLimits): { key: string; vars?: Record<string, unknown> } {
  if (!caller) return { key: 'error.comment.login_required' };
  if (!caller.active) return { key: 'error.comment.account_not_active' };
  if (limits[action] >= 0) return { key: 'error.comment.no_enough_rank', vars: { rank: limits[action] } };
  return { key: 'error.comment.staff_only' };
}

export function commentQueries(ctx: ServerContext): ServerQueryHandlers {
  return {
    async 'permission.check'({ principal, actions, lang }) {
      const mine = actions.filter(isCommentAction);
      const answers: Record<string, PermissionAnswer> = {};
      if (mine.length === 0) return answers;
      const caller = memberOf(principal);
      const limits = await loadLimits(ctx);
      for (const action of mine) {
        const allowed = may(caller, action, limits, nowSeconds());
        const why = allowed ? null : refusal(caller, action, limits);
        answers[action] = { has_permission: allowed, no_permission_tip: why ? ctx.t(lang, why.key, why.vars) : '' };
      }
      return answers;
    },
  };
}
