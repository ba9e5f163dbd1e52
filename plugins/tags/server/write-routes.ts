/**
 * The tag writes: create (`POST /tag`), delete and undelete (`DELETE /tag`, `POST /tag/recover`),
 * a main tag's synonyms (`PUT /tag/synonym`) and merging (`POST /tag/merge`). Verified,
 * unsuspended members only; what each needs beyond that is `tag-permissions.ts`. A successful
 * write drops every shared response (the host's default): tag names and counts show on the tag
 * list, question lists and question pages alike.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE, ApiError, memberOf, type FieldErrorItem, type Member, type ServerContext } from '@answer/sdk/server';
import createSchema from '../schemas/tag.json';
import mergeSchema from '../schemas/tag-merge.json';
import refSchema from '../schemas/tag-ref.json';
import synonymSchema from '../schemas/tag-synonym.json';
import { RESPONSES } from './response-schemas';
import { createTag, type TagForm } from './tag-create';
import { deleteTag, recoverTag } from './tag-delete';
import { mergeTags } from './tag-merge';
import { canTag, loadTagLimits, refusal, type TagAction } from './tag-permissions';
import { tagIdOf } from './tag-rows';
import { setSynonyms, SYNONYM_FIELD, type SynonymItem } from './tag-synonyms';

const asObject = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

const ITEM_FIELDS = new Set(['slug_name', 'display_name', 'original_text']);

const isFieldList = (data: unknown): data is FieldErrorItem[] =>
  Array.isArray(data) && data.every((item) => typeof item === 'object' && item !== null && typeof (item as FieldErrorItem).error_field === 'string');

/** Errors about one listed synonym's own properties show on the list, where the form has them (one message). */
function validateSynonymBody(ctx: ServerContext, body: Record<string, unknown>): void {
  try {
    ctx.validate(synonymSchema, body);
  } catch (error) {
    if (!(error instanceof ApiError) || !isFieldList(error.data) || !error.data.some((item) => ITEM_FIELDS.has(item.error_field))) throw error;
    const seen = new Set<string>();
    const moved: FieldErrorItem[] = [];
    for (const item of error.data) {
      const field = ITEM_FIELDS.has(item.error_field) ? SYNONYM_FIELD : item.error_field;
      if (seen.has(field)) continue;
      seen.add(field);
      moved.push({ ...item, error_field: field });
    }
    throw new ApiError(error.status, error.reason, moved, error.vars);
  }
}

export function registerWriteRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const activeUser = { preHandler: ctx.guards.activeUser };

  /** The caller, once they may do `action`; the 403 with its reason otherwise. */
  async function allowed(request: FastifyRequest, action: TagAction): Promise<Member> {
    const actor = memberOf(request.principal);
    // the activeUser guard ran before; a missing caller here would be a routing mistake
    if (!actor) throw new ApiError(401, 'base.unauthorized_error');
    const limits = await loadTagLimits(ctx);
    if (!canTag(actor, action, limits)) throw refusal(action, limits);
    return actor;
  }

  app.post(`${API_BASE}/tag`, { ...activeUser, config: { request: { body: createSchema }, response: RESPONSES.created } }, async (request) => {
    const body = asObject(request.body);
    ctx.validate(createSchema, body);
    const actor = await allowed(request, 'tag.add');
    return createTag(ctx, actor.userId, body as unknown as TagForm);
  });

  app.delete(`${API_BASE}/tag`, { ...activeUser, config: { request: { body: refSchema }, response: RESPONSES.none } }, async (request) => {
    const body = asObject(request.body);
    ctx.validate(refSchema, body);
    const actor = await allowed(request, 'tag.delete');
    await deleteTag(ctx, actor.userId, tagIdOf(body.tag_id));
    return null;
  });

  app.post(`${API_BASE}/tag/recover`, { ...activeUser, config: { request: { body: refSchema }, response: RESPONSES.none } }, async (request) => {
    const body = asObject(request.body);
    ctx.validate(refSchema, body);
    const actor = await allowed(request, 'tag.undeleted');
    await recoverTag(ctx, actor.userId, tagIdOf(body.tag_id));
    return null;
  });

  app.put(`${API_BASE}/tag/synonym`, { ...activeUser, config: { request: { body: synonymSchema }, response: RESPONSES.none } }, async (request) => {
    const body = asObject(request.body);
    validateSynonymBody(ctx, body);
    const actor = await allowed(request, 'tag.synonym');
    await setSynonyms(ctx, actor.userId, tagIdOf(body.tag_id), body.synonym_tag_list as SynonymItem[]);
    return null;
  });

  app.post(`${API_BASE}/tag/merge`, { ...activeUser, config: { request: { body: mergeSchema }, response: RESPONSES.none } }, async (request) => {
    const body = asObject(request.body);
    ctx.validate(mergeSchema, body);
    await allowed(request, 'tag.merge');
    await mergeTags(ctx, tagIdOf(body.source_tag_id), tagIdOf(body.target_tag_id));
    return null;
  });
}
