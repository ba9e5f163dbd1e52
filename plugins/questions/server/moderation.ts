/**
 * The moderators' writes on a question: close, reopen, pin, unpin, list, unlist. Each changes the
 * question only from the state it applies to, in one statement, so of two identical requests
 * (a double click, two moderators at once) one writes and records the history entry and the
 * other finds nothing left to do.
 */
import type { Transaction } from 'kysely';
import type { ServerContext } from '@answer/sdk/server';
import { questionsTrx } from './db';
import { writeCloseReason, type CloseReason } from './meta';
import { PIN, QUESTION_STATUS, SHOW } from './tables';
import { recordTimeline, type QuestionActivity } from './timeline';
import { forgetListCounts } from './list-counts';

export const OPERATIONS = ['pin', 'unpin', 'hide', 'show'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** Column, value it applies from, value it sets, and the history entry of each operation. */
const OPERATION_CHANGE: Record<Operation, { column: 'pin' | 'show'; from: number; to: number; activity: QuestionActivity }> = {
  pin: { column: 'pin', from: PIN.unpinned, to: PIN.pinned, activity: 'question.pin' },
  unpin: { column: 'pin', from: PIN.pinned, to: PIN.unpinned, activity: 'question.unpin' },
  hide: { column: 'show', from: SHOW.listed, to: SHOW.unlisted, activity: 'question.hide' },
  show: { column: 'show', from: SHOW.unlisted, to: SHOW.listed, activity: 'question.show' },
};

/** Runs a moderation write in one transaction; once it changed the question, the list totals are counted again. */
async function changedLists(ctx: ServerContext, work: (trx: Transaction<unknown>) => Promise<boolean>): Promise<boolean> {
  const changed = await ctx.transaction(work);
  if (changed) forgetListCounts(ctx);
  return changed;
}

/** Closes an open question with `reason`; false when it was not open any more. */
export async function closeQuestion(ctx: ServerContext, questionId: string, moderatorId: string, reason: CloseReason, comment: string, now: number): Promise<boolean> {
  return changedLists(ctx, async (raw) => {
    const trx = questionsTrx(raw);
    const changed = await trx
      .updateTable('question')
      .set({ status: QUESTION_STATUS.closed, updated_at: now })
      .where('id', '=', questionId)
      .where('status', '=', QUESTION_STATUS.available)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return false;
    await ctx.events.emit('post.changed', { object_type: 'question', object_ids: [questionId], change: 'status' }, raw);
    await writeCloseReason(trx, questionId, reason, now);
    await recordTimeline(ctx, raw, { userId: moderatorId, questionId, activity: 'question.closed', comment, at: now });
    return true;
  });
}

/** Opens a closed question again; false when it was not closed any more. */
export async function reopenQuestion(ctx: ServerContext, questionId: string, moderatorId: string, now: number): Promise<boolean> {
  return changedLists(ctx, async (raw) => {
    const changed = await questionsTrx(raw)
      .updateTable('question')
      .set({ status: QUESTION_STATUS.available, updated_at: now })
      .where('id', '=', questionId)
      .where('status', '=', QUESTION_STATUS.closed)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return false;
    await ctx.events.emit('post.changed', { object_type: 'question', object_ids: [questionId], change: 'status' }, raw);
    await recordTimeline(ctx, raw, { userId: moderatorId, questionId, activity: 'question.reopened', at: now });
    return true;
  });
}

/** Pins, unpins, unlists or lists a question; false when it already was so. */
export async function operateQuestion(ctx: ServerContext, questionId: string, moderatorId: string, operation: Operation, now: number): Promise<boolean> {
  const change = OPERATION_CHANGE[operation];
  return changedLists(ctx, async (raw) => {
    const changed = await questionsTrx(raw)
      .updateTable('question')
      .set({ [change.column]: change.to, updated_at: now })
      .where('id', '=', questionId)
      .where(change.column, '=', change.from)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return false;
    await ctx.events.emit('post.changed', { object_type: 'question', object_ids: [questionId], change: 'status' }, raw);
    await recordTimeline(ctx, raw, { userId: moderatorId, questionId, activity: change.activity, at: now });
    return true;
  });
}
