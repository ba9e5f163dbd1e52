/**
 * Staff's side of queued posts: `GET /review/pending/post/page` and `PUT /review/pending/post`.
 * A decision first claims the review row (pending → approved or rejected in one conditional
 * write), so of two moderators acting at once one wins and the other is told it is done; in the
 * same transaction the post's owner publishes or deletes the post (`post.review.decided`).
 */
import type { FastifyInstance } from 'fastify';
import { API_BASE, ApiError, notFound, numericQuery, urlTitle, usersByIds, type ServerContext, type UserBasicInfo } from '@answer/sdk/server';
import pageSchema from '../schemas/pending-page.json';
import decideSchema from '../schemas/pending-review.json';
import { numberOf, nowSeconds, POST_STATUS, REVIEW_STATUS, reviewDb, reviewTrx, type ReviewDb } from './tables';
import { findQueuedTarget, tagsOf } from './targets';

const PAGE_SIZE = 1;

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** Answer's `GetUnreviewedPostPageResp`. */
export interface QueuedPost {
  review_id: number;
  created_at: number;
  object_id: string;
  question_id: string;
  answer_id: string;
  comment_id: string;
  object_type: string;
  title: string;
  url_title: string;
  original_text: string;
  parsed_text: string;
  tags: { slug_name: string; display_name: string }[];
  object_status: number;
  object_show_status: number;
  author_user_info: UserBasicInfo | Record<string, never>;
  submit_at: number;
  submitter_display_name: string;
  reason: string;
}

/**
 * Open review rows whose post still waits: a post its author deleted meanwhile (or that left the
 * pending state some other way) has nothing left to decide, so it is neither counted nor shown.
 */
function openRows(db: ReviewDb) {
  return db
    .selectFrom('review')
    .where('review.status', '=', REVIEW_STATUS.pending)
    .where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom('question').select('question.id').whereRef('question.id', '=', 'review.object_id').where('question.status', '=', POST_STATUS.pending)),
        eb.exists(eb.selectFrom('answer').select('answer.id').whereRef('answer.id', '=', 'review.object_id').where('answer.status', '=', POST_STATUS.pending)),
        eb.exists(eb.selectFrom('comment').select('comment.id').whereRef('comment.id', '=', 'review.object_id').where('comment.status', '=', POST_STATUS.pending)),
      ]),
    );
}

export async function pendingCount(db: ReviewDb): Promise<number> {
  const row = await openRows(db).select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst();
  return numberOf(row?.count);
}

async function pendingPage(ctx: ServerContext, page: number, objectId: string): Promise<{ count: number; list: QueuedPost[] }> {
  const db = reviewDb(ctx);
  let select = openRows(db);
  if (objectId) select = select.where('review.object_id', '=', objectId);
  const count = numberOf((await select.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst())?.count);
  const rows = await select.selectAll('review').orderBy('review.created_at', 'asc').orderBy('review.id', 'asc').limit(PAGE_SIZE).offset((page - 1) * PAGE_SIZE).execute();
  const list: QueuedPost[] = [];
  for (const row of rows) {
    const target = await findQueuedTarget(db, row.object_id);
    if (!target) continue;
    const users = await usersByIds(ctx.queries, [target.authorId]);
    const author = users.get(target.authorId);
    list.push({
      review_id: numberOf(row.id),
      created_at: target.createdAt,
      object_id: target.id,
      question_id: target.questionId,
      answer_id: target.answerId,
      comment_id: target.kind === 'comment' ? target.id : '',
      object_type: target.kind,
      title: target.title,
      url_title: urlTitle(target.title),
      original_text: target.originalText,
      parsed_text: target.parsedText,
      tags: target.kind === 'question' ? await tagsOf(db, target.questionId) : [],
      object_status: target.status,
      object_show_status: target.show,
      author_user_info: author ?? {},
      submit_at: numberOf(row.created_at),
      submitter_display_name: row.submitter,
      reason: row.reason,
    });
  }
  return { count, list };
}

export function registerPendingRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const staff = { preHandler: ctx.guards.staff };

  app.get(`${API_BASE}/review/pending/post/page`, { ...staff, config: { request: { querystring: pageSchema } } }, async (request) => {
    const query = numericQuery(request.query, ['page']);
    ctx.validate(pageSchema, query);
    const page = typeof query.page === 'number' ? query.page : 1;
    return pendingPage(ctx, page, typeof query.object_id === 'string' ? query.object_id : '');
  });

  app.put(`${API_BASE}/review/pending/post`, { ...staff, config: { request: { body: decideSchema }, response: { type: 'null' } } }, async (request) => {
    const body = record(request.body);
    ctx.validate(decideSchema, body);
    const reviewerId = request.principal?.userId;
    if (!reviewerId) throw new ApiError(401, 'base.unauthorized_error');
    const reviewId = String(body.review_id);
    const operation = body.status === 'approve' ? 'approve' : 'reject';
    const row = await reviewDb(ctx).selectFrom('review').selectAll().where('id', '=', reviewId).executeTakeFirst();
    if (!row) throw notFound('review.not_found');
    if (numberOf(row.status) !== REVIEW_STATUS.pending) throw new ApiError(409, 'review.already_handled');
    await ctx.transaction(async (raw) => {
      const trx = reviewTrx(raw);
      const claimed = await trx
        .updateTable('review')
        .set({ status: operation === 'approve' ? REVIEW_STATUS.approved : REVIEW_STATUS.rejected, reviewer_user_id: reviewerId, updated_at: nowSeconds() })
        .where('id', '=', row.id)
        .where('status', '=', REVIEW_STATUS.pending)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) throw new ApiError(409, 'review.already_handled');
      // read after the claim: a moderator who decided first has already published or removed the
      // post, and the claim above told the one who came second so; a post its author deleted
      // meanwhile has nothing left to decide, and the claim rolls back with this error
      const target = await findQueuedTarget(trx, row.object_id);
      if (!target || target.status !== POST_STATUS.pending) throw notFound('review.not_found');
      await ctx.events.emit('post.review.decided', { object_id: row.object_id, operation, reviewer_id: reviewerId }, raw);
    });
    return null;
  });
}
