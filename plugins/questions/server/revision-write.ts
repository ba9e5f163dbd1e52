/**
 * The writes of suggested edits and rollbacks. A suggestion is a revision with status 1 that
 * leaves the post alone; approving it turns that revision into the post's current one (credited
 * to its author, who earns `edit.accepted`); rejecting marks it 3. A rollback copies an earlier
 * revision into a new one. Questions are written here; other posts by their owner, through
 * `post.revision.apply` on the same transaction.
 */
import type { Transaction } from 'kysely';
import { ApiError, type ServerContext } from '@answer/sdk/server';
import { questionsTrx, type QuestionsDb } from './db';
import type { QuestionRow } from './question-read';
import { saveRevision, writeQuestionEdit, type QuestionText } from './question-write';
import { addRevision, type QuestionSnapshot, type RevisionRow } from './revisions';
import { REVISION_STATUS, type QuestionsTables } from './tables';
import type { TagResp } from './tag-read';
import { namedTags, planTags, type TagPlan } from './tag-write';
import { forgetListCounts } from './list-counts';

type Trx = Transaction<QuestionsTables>;

/** 400 with a toast: a suggestion for this post is already waiting. */
export const reviewUnderway = (): ApiError => new ApiError(400, 'error.revision.review_underway', { err_type: 'toast' });

export async function pendingRevisionOf(db: QuestionsDb, objectId: string): Promise<RevisionRow | null> {
  return (await db.selectFrom('revision').selectAll().where('pending_object_id', '=', objectId).executeTakeFirst()) ?? null;
}

/** The tags a suggestion names, as its snapshot keeps them; new ones are created only if it is approved. */
export const plannedTags = (plan: TagPlan): TagResp[] =>
  plan.tags.map((tag) =>
    tag.kind === 'existing'
      ? { slug_name: tag.row.slug_name, display_name: tag.row.display_name, main_tag_slug_name: tag.row.main_tag_slug_name, recommend: tag.row.recommend, reserved: tag.row.reserved }
      : { slug_name: tag.tag.slug, display_name: tag.tag.displayName, main_tag_slug_name: '', recommend: false, reserved: false },
  );

/** Saves a suggested edit of a question; a second waiting one is refused, even at the same moment. */
export async function suggestQuestionEdit(ctx: ServerContext, questionId: string, editorId: string, snapshot: QuestionSnapshot, log: string, now: number): Promise<void> {
  try {
    await ctx.transaction(async (raw) => {
      await addRevision(questionsTrx(raw), ctx.dialect, { userId: editorId, objectId: questionId, snapshot, log, now, status: REVISION_STATUS.unreviewed });
    });
  } catch (error) {
    // the unique slot refused the insert: another suggestion got in first
    if (await pendingRevisionOf(ctx.database<QuestionsTables>(), questionId)) throw reviewUnderway();
    throw error;
  }
}

/** Ends a waiting suggestion as approved or rejected; false when another review ended it first. */
export async function closeSuggestion(trx: QuestionsDb, revisionId: string, status: number, reviewerId: string, now: number): Promise<boolean> {
  const result = await trx
    .updateTable('revision')
    .set({ status, review_user_id: reviewerId, pending_object_id: null, updated_at: now })
    .where('id', '=', revisionId)
    .where('status', '=', REVISION_STATUS.unreviewed)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Puts a snapshot's title, body and tags onto the question; tags gone since are created again. */
async function writeSnapshot(ctx: ServerContext, trx: Trx, question: QuestionRow, editorId: string, snapshot: QuestionSnapshot, now: number): Promise<{ text: QuestionText; relStatus: number }> {
  const plan = await planTags(trx, namedTags(snapshot.tags.map((tag) => ({ slug_name: tag.slug_name, display_name: tag.display_name }))));
  const text = { title: snapshot.title, content: snapshot.content, html: ctx.markdown.render(snapshot.content) };
  const relStatus = await writeQuestionEdit(ctx, trx, question, editorId, text, plan, now);
  // tags and links may have changed (in the caller's transaction: a list counted meanwhile is kept at most LIST_COUNT_TTL_MS)
  forgetListCounts(ctx);
  return { text, relStatus };
}

/** An approved suggestion becomes the question's content and current revision, credited to its author. */
export async function approveQuestionRevision(ctx: ServerContext, raw: Transaction<unknown>, question: QuestionRow, revision: RevisionRow, snapshot: QuestionSnapshot, now: number): Promise<void> {
  const trx = questionsTrx(raw);
  const revisionId = String(revision.id);
  await writeSnapshot(ctx, trx, question, revision.user_id, snapshot, now);
  await trx.updateTable('question').set({ revision_id: revisionId }).where('id', '=', question.id).execute();
  await ctx.events.emit(
    'activity.record',
    { user_id: revision.user_id, object_id: question.id, question_id: question.id, activity: 'question.edited', rank: 0, comment: revision.log, revision_id: revisionId, at: now },
    raw,
  );
}

/** The question as it was at an earlier revision, saved as a new revision by `userId`. */
export async function rollbackQuestion(ctx: ServerContext, raw: Transaction<unknown>, question: QuestionRow, userId: string, snapshot: QuestionSnapshot, log: string, now: number): Promise<void> {
  const trx = questionsTrx(raw);
  const { text, relStatus } = await writeSnapshot(ctx, trx, question, userId, snapshot, now);
  const revisionId = await saveRevision(ctx, trx, question.id, userId, text, log, relStatus, now);
  await ctx.events.emit('activity.record', { user_id: userId, object_id: question.id, question_id: question.id, activity: 'question.rollback', rank: 0, comment: log, revision_id: revisionId, at: now }, raw);
}
