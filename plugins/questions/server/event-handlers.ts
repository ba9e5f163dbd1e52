/**
 * Reactions to other plugins' events, written through the emitter's transaction: an admin
 * removing everything a user posted (their questions become deleted, status 10 as Answer's soft
 * delete, their tags hidden and recounted), a question's answers changing, and staff deciding a
 * question held for review.
 */
import type { Kysely, Transaction } from 'kysely';
import { objectTypeNameOf, type ServerContext, type ServerEventHandlers } from '@answer/sdk/server';
import { applyAnswerFields } from './answer-fields';
import { refreshAnswerLinks } from './links';
import { recountUserQuestions } from './question-state';
import { QUESTION_STATUS, TAG_REL_STATUS, type QuestionsTables } from './tables';
import { recountTags, switchQuestionTags } from './tag-write';
import { forgetAnswerCounts, forgetListCounts } from './list-counts';
import { decideQuestion } from './review-decision';

export function questionEventHandlers(ctx: ServerContext): ServerEventHandlers {
  return {
    async 'user.content.remove'({ user_id }, { trx }) {
      const db = (trx as Transaction<QuestionsTables> | null) ?? ctx.database<QuestionsTables>();
      const removed = await removeQuestionsOf(db, user_id, Math.floor(Date.now() / 1000));
      if (trx && removed.length > 0) await ctx.events.emit('post.changed', { object_type: 'question', object_ids: removed, change: 'status' }, trx);
      forgetListCounts(ctx);
    },
    async 'question.answers.changed'(change, { trx }) {
      await applyAnswerFields(ctx, change, trx);
      // an answer was written or removed: the links in the question's answers are read again
      await refreshAnswerLinks((trx as Transaction<QuestionsTables> | null) ?? ctx.database<QuestionsTables>(), change.question_id, change.changed_at);
      // written in the emitter's transaction: a list counted before it commits is kept at most LIST_COUNT_TTL_MS
      forgetAnswerCounts(ctx);
    },
    async 'post.review.decided'(decision, { trx }) {
      if (objectTypeNameOf(decision.object_id) !== 'question') return;
      const now = Math.floor(Date.now() / 1000);
      if (trx) await decideQuestion(ctx, trx, decision, now);
      else await ctx.transaction((raw) => decideQuestion(ctx, raw, decision, now));
      // written in the emitter's transaction: a list counted before it commits is kept at most LIST_COUNT_TTL_MS
      forgetListCounts(ctx);
    },
  };
}

export async function removeQuestionsOf(db: Kysely<QuestionsTables> | Transaction<QuestionsTables>, userId: string, now: number): Promise<string[]> {
  const live = await db.selectFrom('question').select('id').where('user_id', '=', userId).where('status', '<>', QUESTION_STATUS.deleted).execute();
  if (live.length === 0) return [];
  await db
    .updateTable('question')
    .set({ status: QUESTION_STATUS.deleted, updated_at: now })
    .where('user_id', '=', userId)
    .where('status', '<>', QUESTION_STATUS.deleted)
    .execute();
  const tagIds = new Set<string>();
  for (const question of live) {
    for (const tagId of await switchQuestionTags(db, question.id, TAG_REL_STATUS.available, TAG_REL_STATUS.hidden, now)) tagIds.add(tagId);
  }
  await recountTags(db, [...tagIds]);
  await recountUserQuestions(db, userId);
  return live.map((row) => row.id);
}
