/**
 * `PUT /tag`: editing a tag's display name, slug and description (Answer's `UpdateTag`). Staff and
 * members with `rank.tag.edit_without_review` change the tag at once; members with
 * `rank.tag.edit` suggest an edit that waits for a reviewer. A content equal to the tag's saves
 * nothing and answers as Answer does.
 */
import type { FastifyInstance } from 'fastify';
import { API_BASE, ApiError, memberOf, type ServerContext } from '@answer/sdk/server';
import editSchema from '../schemas/tag-edit.json';
import { nowSeconds, tagsDb } from './db';
import { reviewUnderway, slugPowerMissing } from './edit-errors';
import { editInputOf } from './edit-input';
import { editRefusal, loadTagEditLimits, mayRenameSlug, tagEditMode } from './edit-rules';
import { editTag, slugHeldByOther, suggestTagEdit } from './edit-write';
import { onField, slugTaken, tagNotFound } from './errors';
import { pendingRevisionId } from './revision-snapshot';
import { slugTooLong } from './slug';
import { isAvailable, tagById, tagIdOf } from './tag-rows';

/** `data` of `PUT /tag` (Answer's `UpdateTagResp`). */
export const TAG_EDIT_RESPONSE = {
  type: 'object',
  required: ['wait_for_review'],
  additionalProperties: false,
  properties: { wait_for_review: { type: 'boolean' } },
};

export interface TagEditResp {
  wait_for_review: boolean;
}

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

export function registerTagEditRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.put(`${API_BASE}/tag`, { preHandler: ctx.guards.activeUser, config: { request: { body: editSchema }, response: TAG_EDIT_RESPONSE } }, async (request): Promise<TagEditResp> => {
    const body = record(request.body);
    ctx.validate(editSchema, body);
    const member = memberOf(request.principal);
    // the activeUser guard ran before; a missing caller here would be a routing mistake
    if (!member) throw new ApiError(401, 'base.unauthorized_error');
    const limits = await loadTagEditLimits(ctx);
    const mode = tagEditMode(member, limits);
    if (mode === 'none') throw editRefusal(limits);

    const input = editInputOf(body);
    if (slugTooLong(input.slugName)) throw onField('slug_name', 'tag_form.slug_name.range');
    const db = tagsDb(ctx);
    const tagId = tagIdOf(input.tagId);
    // Answer looks for a waiting suggestion before it looks at the tag
    if (tagId && (await pendingRevisionId(db, tagId))) throw reviewUnderway();
    const tag = tagId ? await tagById(db, tagId, true) : null;
    if (!tag || !isAvailable(tag)) throw tagNotFound();
    const waits = mode === 'review';
    // nothing to change: nothing saved, and the answer says what an edit would have done
    if (tag.slug_name === input.slugName && tag.display_name === input.displayName && tag.original_text === input.originalText) return { wait_for_review: waits };
    if (input.slugName !== tag.slug_name) {
      if (!mayRenameSlug(member)) throw slugPowerMissing();
      if (await slugHeldByOther(db, input.slugName, tag.id)) throw slugTaken();
    }

    await ctx.markdown.prepare?.();
    const text = { slugName: input.slugName, displayName: input.displayName, originalText: input.originalText, parsedText: ctx.markdown.render(input.originalText) };
    const now = nowSeconds();
    if (waits) {
      await suggestTagEdit(ctx, tag, member.userId, text, input.editSummary, now);
      // guests see the tag as it was
      ctx.sharedCache.unchanged(request);
      return { wait_for_review: true };
    }
    await editTag(ctx, tag, member.userId, text, input.editSummary, now);
    return { wait_for_review: false };
  });
}
