/**
 * The revision calls, for questions, answers and tags alike: a post's history, whether the caller
 * may edit it now, the queue of suggested edits with its review, and rolling a post back to an
 * earlier revision. Rights come from the post's owner (`post.edit_access`); questions are written
 * here, answers and tags by their plugins through `post.revision.apply`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE, ApiError, forbidden, memberOf, notFound, type PostEditAccess, type ServerContext } from '@answer/sdk/server';
import auditSchema from '../schemas/revision-audit.json';
import checkSchema from '../schemas/revision-check.json';
import rollbackSchema from '../schemas/revision-rollback.json';
import unreviewedSchema from '../schemas/revision-unreviewed.json';
import revisionsSchema from '../schemas/revisions.json';
import { nowSeconds, questionsDb, questionsTrx, toNumber } from './db';
import { loadReviewLimits, mayReview, reviewableTypes } from './edit-access';
import { isStaff, type Actor } from './permissions';
import { editAccessOf } from './post-access';
import { findQuestion } from './question-read';
import { countWaiting, unreviewedPage } from './review-queue';
import { HISTORY_STATUSES, parseSnapshot, revisionsOf, type RevisionRow } from './revisions';
import { approveQuestionRevision, closeSuggestion, pendingRevisionOf, reviewUnderway, rollbackQuestion } from './revision-write';
import { REVISION_OBJECT, REVISION_STATUS } from './tables';

const REVISION_NOT_FOUND = 'error.revision.not_found';
const POST_NOT_FOUND = 'error.revision.post_not_found';

const asObject = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function registerRevisionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const db = () => questionsDb(ctx);
  const activeUser = { preHandler: ctx.guards.activeUser };
  const render = (markdown: string) => ctx.markdown.render(markdown);

  async function actorOf(request: FastifyRequest): Promise<Actor> {
    const actor = memberOf(request.principal);
    // the activeUser guard ran before; a missing caller here would be a routing mistake
    if (!actor) throw new ApiError(401, 'base.unauthorized_error');
    return actor;
  }

  async function accessOrNotFound(request: FastifyRequest, rawId: unknown): Promise<{ id: string; access: PostEditAccess }> {
    const found = await editAccessOf(ctx, request.principal, rawId);
    if (!found) throw notFound(POST_NOT_FOUND);
    return found;
  }

  async function revisionById(id: string): Promise<RevisionRow | null> {
    return (await db().selectFrom('revision').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
  }

  app.get(`${API_BASE}/revisions`, { config: { request: { querystring: revisionsSchema } } }, async (request) => {
    const query = asObject(request.query);
    ctx.validate(revisionsSchema, query);
    const { id } = await accessOrNotFound(request, query.object_id);
    return revisionsOf(db(), ctx.queries, id, render);
  });

  app.get(`${API_BASE}/revisions/edit/check`, { ...activeUser, config: { request: { querystring: checkSchema } } }, async (request) => {
    const query = asObject(request.query);
    ctx.validate(checkSchema, query);
    const { id, access } = await accessOrNotFound(request, query.id);
    if (access.edit === 'none') {
      throw access.rank_needed > 0 ? new ApiError(403, 'error.revision.edit_needs_rank', null, { rank: access.rank_needed }) : forbidden('error.revision.cannot_edit');
    }
    if (await pendingRevisionOf(db(), id)) throw reviewUnderway();
    return { wait_for_review: access.edit === 'review' };
  });

  app.get(`${API_BASE}/revisions/unreviewed`, { ...activeUser, config: { request: { querystring: unreviewedSchema } } }, async (request) => {
    const query = asObject(request.query);
    const raw = query.page === undefined || query.page === '' ? undefined : query.page;
    const page = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
    ctx.validate(unreviewedSchema, page === undefined ? {} : { page });
    const types = reviewableTypes(await actorOf(request), await loadReviewLimits(ctx));
    return unreviewedPage(db(), ctx.queries, types, typeof page === 'number' ? page : 1, render);
  });

  app.get(`${API_BASE}/reviewing/type`, activeUser, async (request) => {
    const types = reviewableTypes(await actorOf(request), await loadReviewLimits(ctx));
    const suggested = { name: 'suggested_post_edit', label: ctx.t(request.lang, 'review.suggested_post_edit'), todo_amount: await countWaiting(db(), types) };
    // flagged and queued posts are other plugins' queues (`review.queues`); Answer lists them first
    const principal = request.principal;
    const others = principal ? (await ctx.queries.ask('review.queues', { principal, lang: request.lang })).flat() : [];
    const order = ['flagged_post', 'queued_post'];
    others.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
    // Answer lists suggested edits to everyone (empty for most); a member who may review none is offered no queue, so the review page can turn them away
    return types.length > 0 ? [...others, suggested] : others;
  });

  app.put(`${API_BASE}/revisions/audit`, { ...activeUser, config: { request: { body: auditSchema } } }, async (request) => {
    const body = asObject(request.body);
    ctx.validate(auditSchema, body);
    const actor = await actorOf(request);
    const revision = await revisionById(text(body.id));
    if (!revision) throw notFound(REVISION_NOT_FOUND);
    if (!mayReview(actor, toNumber(revision.object_type), await loadReviewLimits(ctx))) throw forbidden('error.revision.no_permission');
    // reviewed already (a second click, another reviewer): nothing more to do
    if (toNumber(revision.status) !== REVISION_STATUS.unreviewed) return null;
    const now = nowSeconds();
    if (body.operation === 'reject') {
      await closeSuggestion(db(), String(revision.id), REVISION_STATUS.rejected, actor.userId, now);
      return null;
    }
    const post = await accessOrNotFound(request, revision.object_id);
    await ctx.transaction(async (raw) => {
      if (!(await closeSuggestion(questionsTrx(raw), String(revision.id), REVISION_STATUS.approved, actor.userId, now))) return;
      if (toNumber(revision.object_type) === REVISION_OBJECT.question) {
        const question = await findQuestion(questionsTrx(raw), revision.object_id);
        if (!question) throw notFound(POST_NOT_FOUND);
        await approveQuestionRevision(ctx, raw, question, revision, parseSnapshot(revision.content, revision.title), now);
      } else {
        await ctx.events.emit('post.revision.apply', { revision_id: String(revision.id), object_id: revision.object_id, mode: 'review', user_id: revision.user_id, log: revision.log, at: now, staff: isStaff(actor) }, raw);
      }
      await ctx.events.emit(
        'activity.record',
        { user_id: revision.user_id, trigger_user_id: actor.userId, object_id: revision.object_id, question_id: post.access.question_id, activity: 'edit.accepted', revision_id: String(revision.id), at: now },
        raw,
      );
    });
    return null;
  });

  app.put(`${API_BASE}/revisions/rollback`, { ...activeUser, config: { request: { body: rollbackSchema } } }, async (request) => {
    const body = asObject(request.body);
    ctx.validate(rollbackSchema, body);
    const actor = await actorOf(request);
    const revision = await revisionById(text(body.revision_id));
    if (!revision || !HISTORY_STATUSES.some((status) => status === toNumber(revision.status))) throw notFound(REVISION_NOT_FOUND);
    const { id, access } = await accessOrNotFound(request, revision.object_id);
    if (access.edit !== 'direct') throw forbidden('error.revision.rollback_forbidden');
    if (access.revision_id === String(revision.id)) throw new ApiError(400, 'error.revision.rollback_current', { err_type: 'toast' });
    if (await pendingRevisionOf(db(), id)) throw reviewUnderway();
    // "revision N" counts the post's history from its first state
    const counted = await db()
      .selectFrom('revision')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('object_id', '=', id)
      .where('status', 'in', HISTORY_STATUSES)
      .where('id', '<=', revision.id)
      .executeTakeFirst();
    const log = ctx.t(request.lang, 'revision.rollback_log', { number: toNumber(counted?.count) });
    const now = nowSeconds();
    await ctx.transaction(async (raw) => {
      if (toNumber(revision.object_type) === REVISION_OBJECT.question) {
        const question = await findQuestion(questionsTrx(raw), id);
        if (!question) throw notFound(POST_NOT_FOUND);
        await rollbackQuestion(ctx, raw, question, actor.userId, parseSnapshot(revision.content, revision.title), log, now);
      } else {
        await ctx.events.emit('post.revision.apply', { revision_id: String(revision.id), object_id: id, mode: 'rollback', user_id: actor.userId, log, at: now, staff: isStaff(actor) }, raw);
      }
    });
    return null;
  });
}
