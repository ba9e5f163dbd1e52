/**
 * A question's history entries (`question.asked`, `question.closed`, ...), handed to whichever
 * plugin keeps timelines through `activity.record`, inside the writer's transaction so an entry
 * exists exactly when its change does. These entries never change reputation.
 */
import type { Transaction } from 'kysely';
import type { ServerContext } from '@answer/sdk/server';

export type QuestionActivity =
  | 'question.asked'
  | 'question.closed'
  | 'question.reopened'
  | 'question.deleted'
  | 'question.undeleted'
  | 'question.pin'
  | 'question.unpin'
  | 'question.show'
  | 'question.hide';

export interface TimelineEntry {
  /** Who did it. */
  userId: string;
  questionId: string;
  activity: QuestionActivity;
  /** Shown beside the entry (the close reason). */
  comment?: string;
  at: number;
}

export async function recordTimeline(ctx: ServerContext, trx: Transaction<unknown>, entry: TimelineEntry): Promise<void> {
  await ctx.events.emit(
    'activity.record',
    {
      user_id: entry.userId,
      object_id: entry.questionId,
      question_id: entry.questionId,
      activity: entry.activity,
      rank: 0,
      ...(entry.comment ? { comment: entry.comment } : {}),
      at: entry.at,
    },
    trx,
  );
}
