/**
 * The `hot` order's score (research 5.9), Answer's formula: views (log), answers times votes and
 * the votes of the answers, divided by an age that grows slower while the question stays active:
 *
 *   score = (ln(views)·4 + answers·votes/5 + Σ answer votes) / ((ageHours+1) − (ageHours − hoursSinceUpdate)/2)^1.5
 *
 * kept ≥ 0 and stored as ceil(score·10000). Counting it on every view or vote would cost a write per
 * page view, so a timer recomputes the questions of the last 90 days every hour (and at start-up).
 */
import type { ServerContext } from '@answer/sdk/server';
import { questionsDb, toNumber, withAnswers, type QuestionsDb } from './db';
import { QUESTION_STATUS } from './tables';

const HOUR = 60 * 60;
export const HOT_DAYS = 90;
export const HOT_INTERVAL_SECONDS = HOUR;
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

/** Recomputes `hot_score` of every visible question asked in the last 90 days. */
export async function recomputeHotScores(db: QuestionsDb, now: number): Promise<number> {
  let updated = 0;
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('question')
      .select(['id', 'view_count', 'answer_count', 'vote_count', 'created_at', 'post_update_time', 'hot_score'])
      .where('created_at', '>=', now - HOT_DAYS * 24 * HOUR)
      .where('status', 'in', [QUESTION_STATUS.available, QUESTION_STATUS.closed])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return updated;
    const votes = await answerVotes(
      db,
      rows.map((row) => row.id),
    );
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
      if (score === toNumber(row.hot_score)) continue;
      await db.updateTable('question').set({ hot_score: score }).where('id', '=', row.id).execute();
      updated += 1;
    }
    after = rows[rows.length - 1].id;
  }
}

/**
 * Starts the hourly recomputation (and one shortly after start-up). Timers are unref'd so they
 * never keep the process alive; a site still being installed has no tables yet and is skipped quietly.
 */
export function scheduleHotScores(ctx: ServerContext): void {
  const run = () => {
    recomputeHotScores(questionsDb(ctx), Math.floor(Date.now() / 1000)).catch((error: unknown) => {
      ctx.log.warn('hot score recomputation skipped', error instanceof Error ? error.message : error);
    });
  };
  setTimeout(run, 5000).unref();
  setInterval(run, HOT_INTERVAL_SECONDS * 1000).unref();
}
