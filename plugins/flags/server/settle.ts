/**
 * Settling a flag, shared by the staff's review (`PUT /report/review`) and the admin's report
 * handling (`PUT /answer/admin/api/report`). The flag is first claimed by one conditional write
 * (pending → completed or ignored), so of two staff acting at once one wins and the other is told
 * it is done; then the post's owner applies the operation (`post.moderate`) in its own
 * transaction, as its own route does, and if it refuses the claim is undone and the flag is open
 * again. A completed decision settles the other open flags on the same post or member too.
 */
import type { Selectable } from 'kysely';
import { ApiError, longId, notFound, type PostModeration, type Principal, type ServerContext } from '@answer/sdk/server';
import { flagsDb, nowSeconds, REPORT_STATUS, type ReportTable } from './tables';

export type FlagRow = Selectable<ReportTable>;

export type Operation = PostModeration['operation'];

/** How a flag is settled. */
export interface Settlement {
  /** completed: staff acted on it (or found it fine); ignored: the flag was not taken. */
  outcome: 'completed' | 'ignored';
  /** What the post's owner applies; null to settle without touching the post. */
  operation: Operation | null;
  /** Stored on the flag: the reason staff used and their words. */
  flaggedType: number;
  flaggedContent: string;
  /** What the owner needs for the operation (close reason, edit). */
  details: Pick<PostModeration, 'close_type' | 'close_msg' | 'title' | 'content' | 'tags'>;
}

export const NO_DETAILS: Settlement['details'] = { close_type: 0, close_msg: '', title: '', content: '', tags: [] };

/** The flag `rawId` names (long or short spelling), still open: 404 when unknown, 409 when settled. */
export async function openFlag(ctx: ServerContext, rawId: unknown): Promise<FlagRow> {
  const id = longId(rawId) ?? (typeof rawId === 'string' ? rawId : '');
  const flag = await flagsDb(ctx).selectFrom('report').selectAll().where('id', '=', id).executeTakeFirst();
  if (!flag) throw notFound('flag.not_found');
  if (Number(flag.status) !== REPORT_STATUS.pending) throw alreadyHandled();
  return flag;
}

const alreadyHandled = () => new ApiError(409, 'flag.review.already_handled');

export async function settleFlag(ctx: ServerContext, principal: Principal, lang: string, flag: FlagRow, settlement: Settlement): Promise<void> {
  const status = settlement.outcome === 'completed' ? REPORT_STATUS.completed : REPORT_STATUS.ignored;
  const now = nowSeconds();
  const claimed = await flagsDb(ctx)
    .updateTable('report')
    .set({ status, updated_at: now, flagged_type: settlement.flaggedType, flagged_content: settlement.flaggedContent })
    .where('id', '=', flag.id)
    .where('status', '=', REPORT_STATUS.pending)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) throw alreadyHandled();
  if (settlement.operation) {
    try {
      const answers = await ctx.queries.ask('post.moderate', { principal, object_id: flag.object_id, operation: settlement.operation, lang, ...settlement.details });
      if (!answers.some((answer) => answer.applied)) throw new ApiError(400, 'flag.review.operation_unavailable');
    } catch (error) {
      await flagsDb(ctx).updateTable('report').set({ status: REPORT_STATUS.pending, updated_at: now, flagged_type: 0, flagged_content: '' }).where('id', '=', flag.id).where('status', '=', status).execute();
      throw error;
    }
  }
  if (status !== REPORT_STATUS.completed) return;
  // one decision answers every open flag on the post
  await flagsDb(ctx).updateTable('report').set({ status: REPORT_STATUS.completed, updated_at: now }).where('object_id', '=', flag.object_id).where('status', '=', REPORT_STATUS.pending).execute();
}
