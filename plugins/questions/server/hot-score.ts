/**
 * The `hot` order's score (research 5.9), Answer's formula: views (log), answers times votes and
 * the votes of the answers, divided by an age that grows slower while the question stays active:
 *
 *   score = (ln(views)·4 + answers·votes/5 + Σ answer votes) / ((ageHours+1) − (ageHours − hoursSinceUpdate)/2)^1.5
 *
 * kept ≥ 0 and stored as ceil(score·10000). Counting it on every view or vote would cost a write per
 * page view, so a timer recomputes the questions of the last 90 days every hour (and at start-up).
 */
import type { Kysely } from 'kysely';
import { SHARED_SCOPES, type BackgroundJob, type ServerContext } from '@answer/sdk/server';
import { questionsDb, toNumber, withAnswers, type QuestionsDb } from './db';
import { PIN, QUESTION_STATUS, type QuestionsTables } from './tables';

const HOUR = 60 * 60;
export const HOT_DAYS = 90;
export const HOT_INTERVAL_SECONDS = HOUR;
/** The first run after the host starts serving: scores of questions that aged while it was down. */
const FIRST_RUN_MS = 5000;
/** Rows updated per statement batch, so a large site does not hold one long transaction. */
const BATCH = 200;

export interface HotInput {
  views: number;
  answers: number;
  votes: number;
  /** Sum of the votes of the question's visible answers. */
  answerVotes: number;
  createdAt: number;
  /** Last activity (edit, answer), Unix seconds. */
  updatedAt: number;
}

export function hotScore(input: HotInput, now: number): number {
  const ageHours = Math.max(0, (now - input.createdAt) / HOUR);
  const sinceUpdateHours = Math.max(0, (now - Math.max(input.updatedAt, input.createdAt)) / HOUR);
  const interest = Math.log(Math.max(1, input.views)) * 4 + (input.answers * input.votes) / 5 + input.answerVotes;
  const age = ageHours + 1 - (ageHours - sinceUpdateHours) / 2;
  const score = interest / Math.pow(Math.max(1, age), 1.5);
  return score > 0 ? Math.ceil(score * 10000) : 0;
}

/** Sum of answer votes per question; empty when the answers' table is not there (answers never installed). */
async function answerVotes(db: QuestionsDb, questionIds: string[]): Promise<Map<string, number>> {
  try {
    const rows = await withAnswers(db)
      .selectFrom('answer')
      .select(['question_id', (eb) => eb.fn.sum<number | string>('vote_count').as('votes')])
      .where('question_id', 'in', questionIds)
      .where('status', '=', 1)
      .groupBy('question_id')
      .execute();
    return new Map(rows.map((row) => [row.question_id, toNumber(row.votes)]));
  } catch {
    return new Map();
  }
}

/**
 * The ids of the questions asked since `since`, `BATCH` at a time, walked along the (pin,
 * created_at, id) index one pin value after the other: neither every older question nor the
 * whole window (100k ids on a big site) is read at once.
 */
async function* windowBatches(db: Kysely<QuestionsTables>, since: number): AsyncGenerator<string[]> {
  for (const pin of [PIN.unpinned, PIN.pinned]) {
    let after: { createdAt: number; id: string } | null = null;
    for (;;) {
      let page = db.selectFrom('question').select(['id', 'created_at']).where('pin', '=', pin).where('created_at', '>=', since);
      if (after) {
        const { createdAt, id } = after;
        page = page.where((eb) => eb.or([eb('created_at', '>', createdAt), eb.and([eb('created_at', '=', createdAt), eb('id', '>', id)])]));
      }
      const rows = await page.orderBy('created_at').orderBy('id').limit(BATCH).execute();
      if (rows.length === 0) break;
      yield rows.map((row) => row.id);
      const end = rows[rows.length - 1];
      after = { createdAt: toNumber(end.created_at), id: end.id };
      if (rows.length < BATCH) break;
    }
  }
}

/**
 * Recomputes `hot_score` of every visible question asked in the last 90 days (see
 * `windowBatches`); each batch's changed scores are written in one transaction.
 */
export async function recomputeHotScores(db: Kysely<QuestionsTables>, now: number): Promise<number> {
  let updated = 0;
  for await (const ids of windowBatches(db, now - HOT_DAYS * 24 * HOUR)) {
    // let requests in between batches: SQLite's driver answers synchronously, so without this
    // the whole recomputation would hold the event loop
    await new Promise((resolve) => setImmediate(resolve));
    const rows = await db
      .selectFrom('question')
      .select(['id', 'view_count', 'answer_count', 'vote_count', 'created_at', 'post_update_time', 'hot_score'])
      .where('id', 'in', ids)
      .where('status', 'in', [QUESTION_STATUS.available, QUESTION_STATUS.closed])
      .execute();
    if (rows.length === 0) continue;
    const votes = await answerVotes(
      db,
      rows.map((row) => row.id),
    );
    const changed: { id: string; score: number }[] = [];
    for (const row of rows) {
      const score = hotScore(
        {
          views: toNumber(row.view_count),
          answers: toNumber(row.answer_count),
          votes: toNumber(row.vote_count),
          answerVotes: votes.get(row.id) ?? 0,
          createdAt: toNumber(row.created_at),
          updatedAt: toNumber(row.post_update_time),
        },
        now,
      );
      if (score !== toNumber(row.hot_score)) changed.push({ id: row.id, score });
    }
    if (changed.length === 0) continue;
    await db.transaction().execute(async (trx) => {
      for (const { id, score } of changed) await trx.updateTable('question').set({ hot_score: score }).where('id', '=', id).execute();
    });
    updated += changed.length;
  }
  return updated;
}

/**
 * The hourly recomputation, and one shortly after the host starts serving (the host runs it only
 * while the plugin serves, one run at a time).
 */
export function hotScoreJob(ctx: ServerContext): BackgroundJob {
  return {
    name: 'hot-scores',
    intervalMs: HOT_INTERVAL_SECONDS * 1000,
    firstRunMs: FIRST_RUN_MS,
    async run() {
      const updated = await recomputeHotScores(questionsDb(ctx), Math.floor(Date.now() / 1000));
      // the hot order changed for everyone: guests' kept lists in that order go too, and only those
      if (updated > 0) ctx.sharedCache.invalidate([SHARED_SCOPES.hotOrder]);
    },
  };
}
