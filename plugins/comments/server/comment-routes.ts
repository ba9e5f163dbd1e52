/**
 * Commenting on questions and answers, in Answer 1.7's shapes: the page of a post's comments, one
 * comment, posting (with replies and mentions), editing and deleting. Rules are checked here
 * against the caller, the post and the site's thresholds; the writes (comment-write.ts) each run
 * in one transaction.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE, ApiError, badRequest, commentWriteScopes, forbidden, memberOf, notFound, postViewerStates, postVisible, SHARED_SCOPES, unauthorized, type Principal, type ServerContext } from '@answer/sdk/server';
import addSchema from '../schemas/comment.json';
import editSchema from '../schemas/comment-edit.json';
import getSchema from '../schemas/comment-get.json';
import pageSchema from '../schemas/comment-page.json';
import refSchema from '../schemas/comment-ref.json';
import { commentResps, type CommentRow, type GetCommentResp } from './comment-resp';
import { commentJudge } from './comment-review';
import { renderCommentText } from './comment-text';
import { createComment, deleteComment, updateComment, type CommentText } from './comment-write';
import { commentsDb, nowSeconds, num } from './db';
import { COMMENT_CAPTCHA, countCommentWrite, defineCommentCaptcha } from './limits';
import { memberCommentPage } from './member-reads';
import { commentOnce, submissionKey } from './once';
import { commentPage, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type CommentOrder } from './page';
import { editRefusal, isStaff, loadLimits, may, type Caller, type CommentLimits } from './permissions';
import { commentRefOf, findPost, postDeleted, type CommentedPost } from './posts';
import { captchaAnswer, plain, stringOf as text, typedQuery } from './request-values';
import { COMMENT_STATUS } from './tables';
import { commentSeen } from './visibility';

const COMMENT_NOT_FOUND = 'error.comment.not_found';
const POST_NOT_FOUND = 'error.comment.object_not_found';

/** Validates a body whose `original_text` counts trimmed; answers the body with the text trimmed. */
function textBody(ctx: ServerContext, schema: object, raw: unknown): Record<string, unknown> {
  const body = plain(raw);
  if (typeof body.original_text === 'string') body.original_text = body.original_text.trim();
  ctx.validate(schema, body);
  return body;
}

/** Answer's UI asks for page 0 and size 0 meaning "the first" and "the default". */
const positive = (value: unknown, fallback: number): number => (typeof value === 'number' && value > 0 ? value : fallback);

export function registerCommentRoutes(app: FastifyInstance, ctx: ServerContext): void {
  defineCommentCaptcha(ctx);
  // a function: in install mode routes are mounted before there is a database
  const db = () => commentsDb(ctx);
  const activeUser = { preHandler: ctx.guards.activeUser };

  /** The writing member (the activeUser guard let only members through) and the site's thresholds. */
  async function callerOf(request: FastifyRequest): Promise<{ caller: Caller; limits: CommentLimits }> {
    const [caller, limits] = [memberOf(request.principal), await loadLimits(ctx)];
    if (!caller) throw unauthorized();
    return { caller, limits };
  }

  async function resps(request: FastifyRequest, rows: CommentRow[], caller: Caller | null, limits?: CommentLimits): Promise<GetCommentResp[]> {
    const viewer = await postViewerStates(ctx.queries, caller?.userId, rows.map((row) => row.id));
    return commentResps(rows, { queries: ctx.queries, caller, limits: limits ?? (await loadLimits(ctx)), now: nowSeconds(), viewer, t: (key) => ctx.t(request.lang, key) });
  }

  /** The question or answer named, when the caller may see it (the whole chain); 404 as if absent otherwise. */
  async function visiblePost(rawId: unknown, principal: Principal | null): Promise<CommentedPost> {
    const post = await findPost(db(), rawId);
    if (!post || !(await postVisible(ctx.queries, principal, post.id))) throw notFound(POST_NOT_FOUND);
    return post;
  }

  /** A live comment (or a held one of the caller's, or any held one for staff) whose post the caller can see. */
  async function visibleComment(rawId: unknown, principal: Principal | null): Promise<CommentRow> {
    const ref = commentRefOf(rawId);
    const row = ref?.type === 'comment' ? await db().selectFrom('comment').selectAll().where('id', '=', ref.id).executeTakeFirst() : undefined;
    if (!row || !commentSeen(memberOf(principal), row)) throw notFound(COMMENT_NOT_FOUND);
    if (!(await postVisible(ctx.queries, principal, row.object_id))) throw notFound(COMMENT_NOT_FOUND);
    return row;
  }

  const renderText = (markdown: string): Promise<CommentText> => renderCommentText(ctx, db(), markdown);

  // guests share a post's comments, members read them with their own marks; any write drops them (a comment also changes its answer's count)
  const sharedComments = { scopes: (request: FastifyRequest) => [SHARED_SCOPES.post(typedQuery(request.query, []).object_id)], member: memberCommentPage(ctx) };
  app.get(`${API_BASE}/comment/page`, { config: { request: { querystring: pageSchema }, sharedCache: sharedComments } }, async (request) => {
    const query = typedQuery(request.query, ['page', 'page_size']);
    ctx.validate(pageSchema, query);
    const caller = memberOf(request.principal);
    const post = await visiblePost(query.object_id, request.principal);
    const { count, rows } = await commentPage(db(), {
      objectId: post.id,
      order: (query.query_cond as CommentOrder | undefined) ?? 'created_at',
      page: positive(query.page, 1),
      pageSize: Math.min(positive(query.page_size, DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE),
      anchorId: text(query.comment_id).trim(),
      viewer: caller ? { userId: caller.userId, staff: isStaff(caller) } : null,
    });
    return { count, list: await resps(request, rows, caller) };
  });

  app.get(`${API_BASE}/comment`, { config: { request: { querystring: getSchema } } }, async (request) => {
    const query = plain(request.query);
    ctx.validate(getSchema, query);
    const caller = memberOf(request.principal);
    const [resp] = await resps(request, [await visibleComment(query.id, request.principal)], caller);
    return resp;
  });

  app.post(`${API_BASE}/comment`, { ...activeUser, config: { request: { body: addSchema } } }, async (request) => {
    const body = textBody(ctx, addSchema, request.body);
    const { caller, limits } = await callerOf(request);
    // a post the caller cannot see is absent, whatever their reputation: a refusal would tell it exists
    const post = await visiblePost(body.object_id, request.principal);
    if (!may(caller, 'comment.add', limits, nowSeconds())) throw new ApiError(403, 'error.comment.no_enough_rank', null, { rank: limits['comment.add'] });
    if (postDeleted(post)) throw forbidden('error.comment.post_deleted');
    const replyId = text(body.reply_comment_id).trim();
    let replyTo: { commentId: string; userId: string } | null = null;
    if (replyId && replyId !== '0') {
      const replied = await db().selectFrom('comment').select(['id', 'user_id']).where('id', '=', replyId).where('object_id', '=', post.id).where('status', '=', COMMENT_STATUS.available).executeTakeFirst();
      if (!replied) throw notFound('error.comment.reply_not_found');
      replyTo = { commentId: replied.id, userId: replied.user_id };
    }
    const markdown = text(body.original_text);
    const check = async () => {
      await ctx.captcha.check(request, COMMENT_CAPTCHA.add, captchaAnswer(body));
      await countCommentWrite(ctx, request, 'add');
    };
    const judge = commentJudge(ctx, request, caller.userId, markdown);
    const create = async () => createComment(ctx, { post, userId: caller.userId, replyTo, text: await renderText(markdown), judge }, nowSeconds());
    const key = submissionKey(caller.userId, post.id, replyTo?.commentId ?? '', markdown);
    const { id, repeated } = await commentOnce(ctx.cache, key, check, create);
    if (!repeated) await ctx.captcha.record(request, COMMENT_CAPTCHA.add);
    ctx.sharedCache.invalidate(commentWriteScopes(post.questionId, post.id), request);
    const row = await db().selectFrom('comment').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const [resp] = await resps(request, [row], caller, limits);
    return resp;
  });

  app.put(`${API_BASE}/comment`, { ...activeUser, config: { request: { body: editSchema } } }, async (request) => {
    const body = textBody(ctx, editSchema, request.body);
    const { caller, limits } = await callerOf(request);
    const comment = await visibleComment(body.comment_id, request.principal);
    const target = { authorId: comment.user_id, createdAt: num(comment.created_at), status: num(comment.status) };
    if (!may(caller, 'comment.edit', limits, nowSeconds(), target)) {
      const reason = editRefusal(caller, target);
      // Answer answers a late edit by the author as a bad request, anyone else's as forbidden
      throw reason === 'error.comment.cannot_edit_after_deadline' ? badRequest(reason) : forbidden(reason);
    }
    await ctx.captcha.check(request, COMMENT_CAPTCHA.edit, captchaAnswer(body));
    await countCommentWrite(ctx, request, 'edit');
    const markdown = text(body.original_text);
    let html = comment.parsed_text;
    let status = num(comment.status);
    if (markdown !== comment.original_text) {
      const rendered = await renderText(markdown);
      status = await updateComment(ctx, comment, rendered, nowSeconds(), commentJudge(ctx, request, caller.userId, markdown));
      await ctx.captcha.record(request, COMMENT_CAPTCHA.edit);
      html = rendered.html;
    }
    // `status` (not in Answer's reply) tells the author when the edit is held for review
    return { comment_id: comment.id, original_text: markdown, parsed_text: html, status };
  });

  app.delete(`${API_BASE}/comment`, { ...activeUser, config: { request: { body: refSchema } } }, async (request) => {
    const body = plain(request.body);
    ctx.validate(refSchema, body);
    const { caller, limits } = await callerOf(request);
    const ref = commentRefOf(body.comment_id);
    const existing = ref?.type === 'comment' ? await db().selectFrom('comment').select(['id', 'status', 'object_id']).where('id', '=', ref.id).executeTakeFirst() : undefined;
    // deleting twice changes nothing, under a post the caller may see
    if (existing && num(existing.status) === COMMENT_STATUS.deleted) {
      if (!(await postVisible(ctx.queries, request.principal, existing.object_id))) throw notFound(COMMENT_NOT_FOUND);
      return null;
    }
    const comment = await visibleComment(body.comment_id, request.principal);
    if (!may(caller, 'comment.delete', limits, nowSeconds(), { authorId: comment.user_id, createdAt: num(comment.created_at), status: num(comment.status) })) {
      throw forbidden('error.comment.delete_without_permission');
    }
    await ctx.captcha.check(request, COMMENT_CAPTCHA.delete, captchaAnswer(body));
    await countCommentWrite(ctx, request, 'delete');
    await deleteComment(ctx, comment, caller.userId, nowSeconds());
    await ctx.captcha.record(request, COMMENT_CAPTCHA.delete);
    return null;
  });
}
