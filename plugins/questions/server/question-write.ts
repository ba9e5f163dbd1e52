/**
 * The writes behind asking, editing, deleting and undeleting a question. Each runs in one
 * transaction: the question, its new tags, tag relations, tag and author counts and the revision
 * land together or not at all. Asks and direct edits are judged by the reviewer plugins inside
 * that transaction. Rules were checked before; these only write.
 */
import type { Transaction } from 'kysely';
import { OBJECT_TYPE, type ServerContext } from '@answer/sdk/server';
import { questionsTrx, toNumber } from './db';
import type { QuestionRow } from './question-read';
import { addRevision, type QuestionSnapshot } from './revisions';
import { QUESTION_STATUS, tagRelStatusOf, type QuestionsTables } from './tables';
import { materializeTags, recountTags, setQuestionTags, type TagPlan } from './tag-write';
import { tagsOf } from './tag-read';
import { refreshQuestionLinks } from './links';
import { recordTimeline } from './timeline';
import { forgetListCounts } from './list-counts';
import { queueQuestion, statusOfVerdict, type QuestionJudge } from './question-review';
import { waitingMayChange } from './waiting-questions';
import { moveQuestionStatus, recountUserQuestions } from './question-state';

export interface QuestionText {
  title: string;
  content: string;
  /** `content` rendered and sanitised */
  html: string;
}

type Trx = Transaction<QuestionsTables>;

/** The tags as the revision snapshot keeps them, read back inside the transaction. */
async function snapshotOf(trx: Trx, questionId: string, text: QuestionText, relStatus: number): Promise<QuestionSnapshot> {
  const tags = (await tagsOf(trx, [questionId], relStatus)).get(questionId) ?? [];
  return { title: text.title, content: text.content, tags };
}

/** Saves the question as it now is as a new revision and makes it the current one; answers its id. */
export async function saveRevision(ctx: ServerContext, trx: Trx, questionId: string, userId: string, text: QuestionText, log: string, relStatus: number, now: number): Promise<string> {
  const snapshot = await snapshotOf(trx, questionId, text, relStatus);
  const revisionId = await addRevision(trx, ctx.dialect, { userId, objectId: questionId, snapshot, log, now });
  await trx.updateTable('question').set({ revision_id: revisionId }).where('id', '=', questionId).execute();
  return revisionId;
}

/** What an ask adds to its transaction besides the question. */
export interface AskExtras {
  /** Asks the reviewer plugins; without it the question is published. */
  judge?: QuestionJudge;
  /** More writes of the same submission (the asker's answer), told whether the question is published. */
  alongside?: (trx: Transaction<unknown>, questionId: string, published: boolean) => Promise<void>;
}

/**
 * Asks: the question, its tags and counts, the first revision, its links and the `question.asked`
 * timeline entry. A question the reviewers hold is stored waiting (status 11, its tags hidden)
 * and queued for review; one they refuse is stored deleted.
 */
export async function createQuestion(ctx: ServerContext, userId: string, text: QuestionText, plan: TagPlan, now: number, extras: AskExtras = {}): Promise<string> {
  const asked = await ctx.transaction(async (raw) => {
    const trx = questionsTrx(raw);
    // judged before the insert: the author's published posts are counted without this one
    const verdict = extras.judge ? await extras.judge(raw, '') : null;
    const status = statusOfVerdict(verdict);
    const relStatus = tagRelStatusOf(status);
    const id = await ctx.ids.next(OBJECT_TYPE.question, raw);
    await trx
      .insertInto('question')
      .values({ id, created_at: now, updated_at: now, user_id: userId, title: text.title, original_text: text.content, parsed_text: text.html, post_update_time: now, status })
      .execute();
    await ctx.events.emit('post.changed', { object_type: 'question', object_ids: [id], change: 'created' }, raw);
    const tagIds = await materializeTags(plan, { ctx, trx, userId, now });
    await setQuestionTags(trx, id, tagIds, relStatus, now);
    await recountTags(trx, tagIds);
    await recountUserQuestions(trx, userId);
    await saveRevision(ctx, trx, id, userId, text, '', relStatus, now);
    await refreshQuestionLinks(trx, id, text.content, now);
    await recordTimeline(ctx, raw, { userId, questionId: id, activity: 'question.asked', at: now });
    if (status === QUESTION_STATUS.pending) waitingMayChange(ctx, raw, userId);
    if (status === QUESTION_STATUS.pending && verdict) await queueQuestion(ctx, raw, id, userId, verdict);
    if (extras.alongside) await extras.alongside(raw, id, status === QUESTION_STATUS.available);
    if (status === QUESTION_STATUS.available) await ctx.events.emit('question.published', { question_id: id, user_id: userId, at: now }, raw);
    return id;
  });
  forgetListCounts(ctx);
  return asked;
}

/**
 * Writes an edit's title, body and tags onto the question (`editorId` becomes its last editor);
 * answers the status its tag relations have, for the revision snapshot.
 */
export async function writeQuestionEdit(ctx: ServerContext, trx: Trx, question: QuestionRow, editorId: string, text: QuestionText, plan: TagPlan, now: number): Promise<number> {
  await trx
    .updateTable('question')
    .set({ title: text.title, original_text: text.content, parsed_text: text.html, updated_at: now, post_update_time: now, last_edit_user_id: editorId })
    .where('id', '=', question.id)
    .execute();
  await ctx.events.emit('post.changed', { object_type: 'question', object_ids: [question.id], change: 'edited' }, trx as unknown as Transaction<unknown>);
  // a deleted or waiting question keeps its tags hidden, so they stay out of the tags' counts
  const relStatus = tagRelStatusOf(toNumber(question.status));
  const tagIds = await materializeTags(plan, { ctx, trx, userId: editorId, now });
  await recountTags(trx, await setQuestionTags(trx, question.id, tagIds, relStatus, now));
  await refreshQuestionLinks(trx, question.id, text.content, now);
  return relStatus;
}

/**
 * A direct edit: the question, a new revision and the `question.edited` timeline entry. An open
 * question whose edit the reviewers hold leaves everyone's sight until staff decide (queued);
 * one they refuse is deleted. Answers whether the edit waits for review.
 */
export async function updateQuestion(ctx: ServerContext, question: QuestionRow, editorId: string, text: QuestionText, plan: TagPlan, log: string, now: number, judge?: QuestionJudge): Promise<boolean> {
  const held = await ctx.transaction(async (raw) => {
    const trx = questionsTrx(raw);
    const verdict = judge ? await judge(raw, question.id) : null;
    let status = toNumber(question.status);
    // closed, deleted and already waiting questions keep their state whatever the verdict
    const verdictStatus = statusOfVerdict(verdict);
    if (verdictStatus !== QUESTION_STATUS.available && status === QUESTION_STATUS.available) {
      const moved = await moveQuestionStatus(ctx, raw, { questionId: question.id, authorId: question.user_id, from: [QUESTION_STATUS.available], to: verdictStatus, now });
      if (moved) status = verdictStatus;
      if (moved && verdictStatus === QUESTION_STATUS.pending && verdict) await queueQuestion(ctx, raw, question.id, question.user_id, verdict);
    }
    const relStatus = await writeQuestionEdit(ctx, trx, { ...question, status }, editorId, text, plan, now);
    const revisionId = await saveRevision(ctx, trx, question.id, editorId, text, log, relStatus, now);
    await ctx.events.emit('activity.record', { user_id: editorId, object_id: question.id, question_id: question.id, activity: 'question.edited', rank: 0, comment: log, revision_id: revisionId, at: now }, raw);
    return status === QUESTION_STATUS.pending && toNumber(question.status) !== QUESTION_STATUS.pending;
  });
  // its tags (tag lists) and links (linked lists) may have changed
  forgetListCounts(ctx);
  return held;
}

/**
 * Soft delete (status 10) or undelete by `actorId`: the question's tags are hidden or shown again
 * and recounted, the author's question count and the questions it links to follow, and the
 * timeline gets the entry. Only one of two identical requests finds the question to change.
 */
export async function setQuestionDeleted(ctx: ServerContext, question: QuestionRow, deleted: boolean, actorId: string, now: number): Promise<void> {
  const move = deleted
    ? { from: [QUESTION_STATUS.available, QUESTION_STATUS.closed, QUESTION_STATUS.pending], to: QUESTION_STATUS.deleted }
    : { from: [QUESTION_STATUS.deleted], to: QUESTION_STATUS.available };
  await ctx.transaction(async (raw) => {
    if (!(await moveQuestionStatus(ctx, raw, { questionId: question.id, authorId: question.user_id, now, ...move }))) return;
    await recordTimeline(ctx, raw, { userId: actorId, questionId: question.id, activity: deleted ? 'question.deleted' : 'question.undeleted', at: now });
  });
  forgetListCounts(ctx);
}
