/** `permission.check` for the action this plugin owns: inviting members to answer. */
import { memberOf, type PermissionAnswer, type ServerContext, type ServerQueryHandlers } from '@answer/sdk/server';
import { INVITE_ACTION, inviteLimit, mayInvite } from './rules';

export function invitePermissions(ctx: ServerContext): ServerQueryHandlers {
  return {
    async 'permission.check'({ principal, actions, lang }) {
      const answers: Record<string, PermissionAnswer> = {};
      if (!actions.includes(INVITE_ACTION)) return answers;
      const limit = await inviteLimit(ctx);
      const allowed = mayInvite(memberOf(principal), limit);
      answers[INVITE_ACTION] = { has_permission: allowed, no_permission_tip: allowed ? '' : ctx.t(lang, 'error.invite.no_enough_rank', { rank: limit }) };
      return answers;
    },
  };
}
