/** `permission.check` for the action this plugin owns: inviting members to answer. */
import type { PermissionAnswer, ServerContext, ServerQueryHandlers } from '@answer/sdk/server';
import { asInt, invitesDb } from './db';
import { INVITE_ACTION, inviteLimit, inviterOf, mayInvite } from './rules';

export function invitePermissions(ctx: ServerContext): ServerQueryHandlers {
  return {
    async 'permission.check'({ principal, actions, lang }) {
      const answers: Record<string, PermissionAnswer> = {};
      if (!actions.includes(INVITE_ACTION)) return answers;
      const limit = await inviteLimit(ctx);
      const row = principal ? await invitesDb(ctx).selectFrom('user').select('rank').where('id', '=', principal.userId).executeTakeFirst() : undefined;
      const allowed = !!principal && mayInvite(inviterOf(principal, asInt(row?.rank)), limit);
      answers[INVITE_ACTION] = { has_permission: allowed, no_permission_tip: allowed ? '' : ctx.t(lang, 'error.invite.no_enough_rank', { rank: limit }) };
      return answers;
    },
  };
}
