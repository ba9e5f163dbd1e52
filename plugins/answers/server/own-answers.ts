/**
 * A member's own answers to one question, as the pages read for them: their first published
 * answer (the question page's "answered") and how many guests cannot see (deleted or waiting,
 * which send the member to the handler). The questions each member answered are kept per member,
 * so a question they never answered costs no statement; for one they did, what the read found is
 * kept a few seconds, so a member going back and forth on their answered question reads it once.
 */
import type { Transaction } from 'kysely';
import { BriefCache, marksPerSite, perSite, type ServerContext, type ServerQueryHandlers } from '@answer/sdk/server';
import { answersDb, asNumber } from './db';
import { ANSWER_STATUS } from './tables';

/** Questions each member has answered, whatever the answers became. */
export const answeredBy = marksPerSite((ctx) => ({
  load: async (userId) => (await answersDb(ctx).selectFrom('answer').select('question_id').where('user_id', '=', userId).execute()).map((row) => row.question_id),
}));

/**
 * How long a member's own answers to a question are kept. This process forgets them at every
 * write of theirs there (and again once it commits); another process's change shows within this.
 */
export const OWN_ANSWERS_MAX_AGE_MS = 5_000;

const keptOwnAnswers = perSite(() => new BriefCache<OwnAnswers>({ maxAgeMs: OWN_ANSWERS_MAX_AGE_MS, maxEntries: 20_000 }));

const keptKey = (userId: string, questionId: string): string => `${userId}:${questionId}`;

/**
 * A member's answer to a question was added or changed status in `trx`; without a member and
 * question (a purge), every kept one goes.
 */
export function ownAnswersChanged(ctx: ServerContext, trx: Transaction<unknown>, of?: { userId: string; questionId: string }): void {
  const kept = keptOwnAnswers(ctx);
  const keys = of ? [keptKey(of.userId, of.questionId)] : undefined;
  kept.forget(keys);
  ctx.afterCommit(trx, () => kept.forget(keys));
}

export interface OwnAnswers {
  first_available_id: string;
  hidden: number;
}

const NONE: OwnAnswers = Object.freeze({ first_available_id: '', hidden: 0 });

export async function ownAnswers(ctx: ServerContext, userId: string, questionId: string): Promise<OwnAnswers> {
  if ((await answeredBy(ctx).maybeMarked(userId, [questionId])).length === 0) return NONE;
  return keptOwnAnswers(ctx).read(keptKey(userId, questionId), () => readOwnAnswers(ctx, userId, questionId));
}

async function readOwnAnswers(ctx: ServerContext, userId: string, questionId: string): Promise<OwnAnswers> {
  const rows = await answersDb(ctx)
    .selectFrom('answer')
    .select(['id', 'status'])
    .where('question_id', '=', questionId)
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const first = rows.find((row) => asNumber(row.status) === ANSWER_STATUS.available);
  const hidden = rows.filter((row) => asNumber(row.status) === ANSWER_STATUS.deleted || asNumber(row.status) === ANSWER_STATUS.pending).length;
  return { first_available_id: first?.id ?? '', hidden };
}

export function ownAnswersQuery(ctx: ServerContext): ServerQueryHandlers {
  return {
    async 'answer.own'({ user_id, question_id }) {
      return ownAnswers(ctx, user_id, question_id);
    },
  };
}
