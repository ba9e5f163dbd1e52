/**
 * This plugin's part of `GET /permission` (the `permission.check` query): whether the caller may
 * delete, undelete, merge tags and edit their synonyms, with the reason in the caller's language
 * when not. `tag.add` is the questions plugin's answer (new tags come with questions too), the
 * edit actions `edit-rules.ts`'s.
 */
import { memberOf, type PermissionAnswer, type ServerContext, type ServerQueryHandlers } from '@answer/sdk/server';
import { canTag, loadTagLimits, type TagAction, type TagLimits } from './tag-permissions';

export const CHECKED_TAG_ACTIONS: readonly TagAction[] = ['tag.delete', 'tag.undeleted', 'tag.synonym', 'tag.merge'];

const isChecked = (action: string): action is TagAction => (CHECKED_TAG_ACTIONS as readonly string[]).includes(action);

type Translate = (key: string, vars?: Record<string, unknown>) => string;

export function tagPermissionAnswer(actor: ReturnType<typeof memberOf>, action: TagAction, limits: TagLimits, t: Translate): PermissionAnswer {
  if (canTag(actor, action, limits)) return { has_permission: true, no_permission_tip: '' };
  const limit = action === 'tag.merge' ? -1 : limits[action];
  if (actor && limit >= 0) return { has_permission: false, no_permission_tip: t('error.rank.no_enough_rank_to_operate', { rank: limit }) };
  return { has_permission: false, no_permission_tip: t('error.rank.fail_to_meet_the_condition') };
}

export function tagPermissionQueries(ctx: ServerContext): ServerQueryHandlers {
  return {
    async 'permission.check'({ principal, actions, lang }) {
      const asked = actions.filter(isChecked);
      if (asked.length === 0) return {};
      const actor = memberOf(principal);
      const limits = await loadTagLimits(ctx);
      const out: Record<string, PermissionAnswer> = {};
      for (const action of asked) out[action] = tagPermissionAnswer(actor, action, limits, (key, vars) => ctx.t(lang, key, vars));
      return out;
    },
  };
}

/**
 * The plugin's query handlers with this part of `permission.check` added: a plugin serves each
 * query once, so the answers of the edit rules (in `others`) and these are given together.
 */
export function withTagPermissions(ctx: ServerContext, others: ServerQueryHandlers): ServerQueryHandlers {
  const own = tagPermissionQueries(ctx)['permission.check'];
  const theirs = others['permission.check'];
  if (!own) return others;
  return {
    ...others,
    'permission.check': async (input, delivery) => ({ ...(theirs ? await theirs(input, delivery) : {}), ...(await own(input, delivery)) }),
  };
}
