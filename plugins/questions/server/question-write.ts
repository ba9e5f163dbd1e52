/**
 * The writes behind asking, editing, deleting and undeleting a question. Each runs in one
 * transaction: the question, its new tags, tag relations, tag and author counts and the revision
 * land together or not at all. Rules were checked before; these only write.
 */
import type { Transaction } from 'kysely';
import { OBJECT_TYPE, type ServerContext } from '@answer/sdk/server';
import { questionsTrx, toNumber, type QuestionsDb } from './db';
import type { QuestionRow } from './question-read';
import { addRevision, type QuestionSnapshot } from './revisions';
import { QUESTION_STATUS, TAG_REL_STATUS, type QuestionsTables } from './tables';
import { materializeTags, recountTags, setQuestionTags, switchQuestionTags, type TagPlan } from './tag-write';
import { tagsOf } from './tag-read';
import { recountTargetsOf, refreshQuestionLinks } from './links';
import { recordTimeline } from './timeline';
import { forgetListCounts } from './list-counts';

export interface QuestionText {
  title: string;
  content: string;
  /** `content` rendered and sanitised */
  html: string;
}

type Trx = Transaction<QuestionsTables>;

/** `question_count` of a member = their questions that are not deleted, counted so it heals. */
export async function recountUserQuestions(trx: QuestionsDb, userId: string): Promise<void> {
  if (!/^[1-9]\d*$/.test(userId)) return;
  // the row locked first: the count below then sees a concurrent post of the same member that committed meanwhile
  await trx.updateTable('user').set((eb) => ({ question_count: eb.ref('question_count') })).where('id', '=', userId).execute();
  await trx
    .updateTable('user')
    .set((eb) => ({
      question_count: eb
        .selectFrom('question')
        .select((sub) => sub.fn.countAll<number>().as('count'))
        .where('question.user_id', '=', userId)
        .where('question.status', '<>', QUESTION_STATUS.deleted),
    }))
    .where('id', '=', userId)
    .execute();
}

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

/**
 * Asks: the question, its tags and counts, the first revision, its links and the `question.asked`
 * timeline entry; `alongside` adds more to the same transaction (the asker's answer).
 */
export async function createQuestion(
  ctx: ServerContext,
  userId: string,
  text: QuestionText,
  plan: TagPlan,
  now: number,
  alongside?: (trx: Transaction<unknown>, questionId: string) => Promise<void>,
): Promise<string> {
  const asked = await ctx.transaction(async (raw) => {
    const trx = questionsTrx(raw);
    const id = await ctx.ids.next(OBJECT_TYPE.question, raw);
    await trx
      .insertInto('question')
      .values({ id, created_at: now, updated_at: now, user_id: userId, title: text.title, original_text: text.content, parsed_text: text.html, post_update_time: now })
      .execute();
    const tagIds = await materializeTags(plan, { ctx, trx, userId, now });
    await setQuestionTags(trx, id, tagIds, TAG_REL_STATUS.available, now);
    await recountTags(trx, tagIds);
    await recountUserQuestions(trx, userId);
    await saveRevision(ctx, trx, id, userId, text, '', TAG_REL_STATUS.available, now);
    await refreshQuestionLinks(trx, id, text.content, now);
    await recordTimeline(ctx, raw, { userId, questionId: id, activity: 'question.asked', at: now });
    if (alongside) await alongside(raw, id);
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
  // a deleted question keeps its tags hidden, so they stay out of the tags' counts
  const relStatus = toNumber(question.status) === QUESTION_STATUS.deleted ? TAG_REL_STATUS.hidden : TAG_REL_STATUS.available;
  const tagIds = await materializeTags(plan, { ctx, trx, userId: editorId, now });
  await recountTags(trx, await setQuestionTags(trx, question.id, tagIds, relStatus, now));
  await refreshQuestionLinks(trx, question.id, text.content, now);
  return relStatus;
}

/** A direct edit: the question, a new revision and the `question.edited` timeline entry. */
export async function updateQuestion(ctx: ServerContext, question: QuestionRow, editorId: string, text: QuestionText, plan: TagPlan, log: string, now: number): Promise<void> {
  await ctx.transaction(async (raw) => {
    const trx = questionsTrx(raw);
    const relStatus = await writeQuestionEdit(ctx, trx, question, editorId, text, plan, now);
    const revisionId = await saveRevision(ctx, trx, question.id, editorId, text, log, relStatus, now);
    await ctx.events.emit('activity.record', { user_id: editorId, object_id: question.id, question_id: question.id, activity: 'question.edited', rank: 0, comment: log, revision_id: revisionId, at: now }, raw);
  });
  // its tags (tag lists) and links (linked lists) may have changed
  forgetListCounts(ctx);
}

/**
 * Soft delete (status 10) or undelete by `actorId`: the question's tags are hidden or shown again
 * and recounted, the author's question count and the questions it links to follow, and the
 * timeline gets the entry. Only one of two identical requests finds the question to change.
 */
export async function setQuestionDeleted(ctx: ServerContext, question: QuestionRow, deleted: boolean, actorId: string, now: number): Promise<void> {
  const status = deleted ? QUESTION_STATUS.deleted : QUESTION_STATUS.available;
  const [from, to] = deleted ? [TAG_REL_STATUS.available, TAG_REL_STATUS.hidden] : [TAG_REL_STATUS.hidden, TAG_REL_STATUS.available];
  await ctx.transaction(async (raw) => {
    const trx = questionsTrx(raw);
    const changed = await trx
      .updateTable('question')
      .set({ status, updated_at: now })
      .where('id', '=', question.id)
      .where('status', deleted ? '<>' : '=', QUESTION_STATUS.deleted)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return;
    await recountTags(trx, await switchQuestionTags(trx, question.id, from, to, now));
    await recountUserQuestions(trx, question.user_id);
    await recountTargetsOf(trx, question.id);
    await recordTimeline(ctx, raw, { userId: actorId, questionId: question.id, activity: deleted ? 'question.deleted' : 'question.undeleted', at: now });
  });
  forgetListCounts(ctx);
}
