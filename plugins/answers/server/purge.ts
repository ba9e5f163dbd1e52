/**
 * Removing answers for good: the deleted ones when an admin purges answers
 * (`content.purge_deleted` with type `answers`), and every answer of a purged question
 * (`post.purged`). The removed answers are announced with `post.purged` in turn, so their
 * comments, votes, revisions and timeline entries go in the same transaction.
 */
import type { Transaction } from 'kysely';
import type { ServerContext, ServerEventHandlers, ServerQueryHandlers } from '@answer/sdk/server';
import { recountUserAnswers } from './answer-review';
import { answersTrx } from './db';
import { ownAnswersChanged } from './own-answers';
import { ANSWER_STATUS } from './tables';

/** Ids per statement: well below every database's limit of bound values. */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) out.push(items.slice(start, start + CHUNK));
  return out;
}

/** Deletes the answers `ids`, recounts their authors' answers and announces them; answers how many went. */
async function removeAnswers(ctx: ServerContext, raw: Transaction<unknown>, rows: readonly { id: string; user_id: string }[]): Promise<number> {
  if (rows.length === 0) return 0;
  const trx = answersTrx(raw);
  const ids = rows.map((row) => row.id);
  for (const part of chunks(ids)) {
    await trx.deleteFrom('answer_submission').where('answer_id', 'in', part).execute();
    await trx.deleteFrom('answer').where('id', 'in', part).execute();
  }
  for (const userId of new Set(rows.map((row) => row.user_id))) await recountUserAnswers(trx, userId);
  ownAnswersChanged(ctx, raw);
  await ctx.events.emit('post.purged', { object_ids: ids }, raw);
  return ids.length;
}

export async function purgeDeletedAnswers(ctx: ServerContext, raw: Transaction<unknown>): Promise<number> {
  const rows = await answersTrx(raw).selectFrom('answer').select(['id', 'user_id']).where('status', '=', ANSWER_STATUS.deleted).execute();
  // a deleted answer counts in no question's fields, so no question changes
  return removeAnswers(ctx, raw, rows);
}

/** `content.purge_deleted`: this plugin purges answers; other types are another plugin's. */
export function purgeQueries(ctx: ServerContext): Pick<ServerQueryHandlers, 'content.purge_deleted'> {
  return {
    async 'content.purge_deleted'({ type }, { trx }) {
      if (type !== 'answers') return { purged: 0 };
      return { purged: trx ? await purgeDeletedAnswers(ctx, trx) : await ctx.transaction((own) => purgeDeletedAnswers(ctx, own)) };
    },
  };
}

/** `post.purged`: the answers of purged questions go with them. */
export function purgeEvents(ctx: ServerContext): Pick<ServerEventHandlers, 'post.purged'> {
  const purge = async (raw: Transaction<unknown>, ids: readonly string[]) => {
    const rows: { id: string; user_id: string }[] = [];
    for (const part of chunks(ids)) rows.push(...(await answersTrx(raw).selectFrom('answer').select(['id', 'user_id']).where('question_id', 'in', part).execute()));
    await removeAnswers(ctx, raw, rows);
  };
  return {
    async 'post.purged'({ object_ids }, { trx }) {
      if (trx) await purge(trx, object_ids);
      else await ctx.transaction((own) => purge(own, object_ids));
    },
  };
}
