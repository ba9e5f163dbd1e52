/**
 * What this plugin answers about tag edits: the caller's rights on tags for the revision calls
 * (`post.edit_access`; deleted tags exist there for staff only) and the edit actions of
 * `GET /permission` (`permission.check`; `permission-check.ts` adds the plugin's other actions).
 */
import { memberOf, type PermissionAnswer, type PostEditAccess, type ServerContext, type ServerQueryHandlers } from '@answer/sdk/server';
import { tagsDb } from './db';
import { editPermissionAnswer, isEditPermissionAction, isStaff, loadTagEditLimits, tagEditAccess } from './edit-rules';
import { isAvailable, tagIdOf, tagRowOf } from './tag-rows';

export function editQueries(ctx: ServerContext): ServerQueryHandlers {
  return {
    async 'post.edit_access'({ principal, object_ids }) {
      const ids = object_ids.filter((id) => tagIdOf(id) === id);
      if (ids.length === 0) return {};
      const member = memberOf(principal);
      const limits = await loadTagEditLimits(ctx);
      const rows = (await tagsDb(ctx).selectFrom('tag').selectAll().where('id', 'in', ids).execute()).map(tagRowOf);
      const out: Record<string, PostEditAccess> = {};
      for (const tag of rows) {
        const live = isAvailable(tag);
        if (!live && !isStaff(member)) continue;
        out[tag.id] = tagEditAccess(member, limits, { live, revisionId: tag.revision_id });
      }
      return out;
    },
    async 'permission.check'({ principal, actions, lang }) {
      const asked = actions.filter(isEditPermissionAction);
      if (asked.length === 0) return {};
      const member = memberOf(principal);
      const limits = await loadTagEditLimits(ctx);
      const out: Record<string, PermissionAnswer> = {};
      for (const action of asked) out[action] = editPermissionAnswer(member, action, limits, (key, vars) => ctx.t(lang, key, vars));
      return out;
    },
  };
}
