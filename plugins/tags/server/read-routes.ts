/** The tag reads: one tag (`GET /tag`), tags by name (`GET /tags`) and a tag's synonyms (`GET /tag/synonyms`). */
import type { FastifyInstance } from 'fastify';
import { API_BASE, memberOf, numericQuery, type ServerContext } from '@answer/sdk/server';
import tagQuerySchema from '../schemas/tag-query.json';
import tagsQuerySchema from '../schemas/tags-query.json';
import synonymsQuerySchema from '../schemas/tag-synonyms-query.json';
import { tagsDb } from './db';
import { loadTagEditLimits } from './edit-rules';
import { tagNotFound } from './errors';
import { loadSiteTagLists } from './site-flags';
import { slugOf } from './slug';
import { tagSynonyms } from './synonym-list';
import { canTag, loadTagLimits } from './tag-permissions';
import { findTagForPage, tagInfo } from './tag-info';
import { tagIdOf } from './tag-rows';
import { tagsByName } from './tags-by-name';

export function registerReadRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get(`${API_BASE}/tag`, { config: { request: { querystring: tagQuerySchema } } }, async (request) => {
    const query = numericQuery(request.query, []);
    ctx.validate(tagQuerySchema, query);
    const limits = await loadTagLimits(ctx);
    const actor = memberOf(request.principal);
    const id = typeof query.id === 'string' ? tagIdOf(query.id) : null;
    const name = typeof query.name === 'string' ? slugOf(query.name) : '';
    if (typeof query.id === 'string' && !id) throw tagNotFound(404);
    // deleted tags exist only for those who may bring them back
    const found = await findTagForPage(ctx, { id: id ?? undefined, name: name || undefined }, canTag(actor, 'tag.undeleted', limits));
    if (!found) throw tagNotFound(404);
    return tagInfo(found.tag, found.mainSlug, { ctx, principal: request.principal, limits, editLimits: await loadTagEditLimits(ctx), lists: await loadSiteTagLists(ctx), t: (key) => ctx.t(request.lang, key) });
  });

  app.get(`${API_BASE}/tags`, { config: { request: { querystring: tagsQuerySchema } } }, async (request) => {
    const query = numericQuery(request.query, []);
    ctx.validate(tagsQuerySchema, query);
    return tagsByName(tagsDb(ctx), typeof query.tags === 'string' ? query.tags : '', await loadSiteTagLists(ctx));
  });

  app.get(`${API_BASE}/tag/synonyms`, { config: { request: { querystring: synonymsQuerySchema } } }, async (request) => {
    const query = numericQuery(request.query, []);
    ctx.validate(synonymsQuerySchema, query);
    const canEdit = canTag(memberOf(request.principal), 'tag.synonym', await loadTagLimits(ctx));
    return tagSynonyms(tagsDb(ctx), tagIdOf(query.tag_id), canEdit, (key) => ctx.t(request.lang, key));
  });
}
