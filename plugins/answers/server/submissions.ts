/**
 * A double submit (double click, retried request) of the same answer to the same question within
 * a few seconds gives back the answer the first request created. The first request claims the
 * submission by inserting its key; the primary key lets exactly one insert through on every
 * database and across processes. Repeats wait for the claim's answer id.
 */
import { createHash } from 'node:crypto';
import { badRequest } from '@answer/sdk/server';
import { currentSeconds, type AnswersDb } from './db';

export const REPEAT_WINDOW_SECONDS = 10;
const GIVE_UP_MS = 8000;
const POLL_EVERY_MS = 100;

export const submissionOf = (userId: string, questionId: string, content: string): string =>
  `${userId}:${questionId}:${createHash('sha256').update(content).digest('hex')}`;

type Claim = { state: 'none' } | { state: 'pending' } | { state: 'done'; answerId: string };

async function claimOf(db: AnswersDb, key: string): Promise<Claim> {
  const row = await db
    .selectFrom('answer_submission')
    .select('answer_id')
    .where('submission_key', '=', key)
    .where('created_at', '>', currentSeconds() - REPEAT_WINDOW_SECONDS)
    .executeTakeFirst();
  if (!row) return { state: 'none' };
  return row.answer_id ? { state: 'done', answerId: row.answer_id } : { state: 'pending' };
}

/** Waits while another request is creating the answer; the claim's final state. */
async function settledClaim(db: AnswersDb, key: string): Promise<Claim> {
  const deadline = Date.now() + GIVE_UP_MS;
  for (;;) {
    const claim = await claimOf(db, key);
    if (claim.state !== 'pending') return claim;
    if (Date.now() >= deadline) throw badRequest('base.duplicate_request_error');
    await new Promise((resolve) => setTimeout(resolve, POLL_EVERY_MS));
  }
}

/** How often expired claims are swept away; between sweeps a claim's own expired row is replaced. */
const SWEEP_EVERY_SECONDS = 60;
/**
 * When this process sweeps next. A sweep scans the table: on every claim, concurrent answers
 * queued behind each other's row locks on MySQL. Shared by the sites of a process, so one of them
 * may keep expired rows a little longer, which costs nothing.
 */
let nextSweep = 0;

async function tryClaim(db: AnswersDb, key: string): Promise<boolean> {
  const now = currentSeconds();
  const expired = now - REPEAT_WINDOW_SECONDS;
  // an expired claim no longer counts: the same text may be posted again later
  let stale = db.deleteFrom('answer_submission').where('created_at', '<=', expired);
  if (now >= nextSweep) nextSweep = now + SWEEP_EVERY_SECONDS;
  else stale = stale.where('submission_key', '=', key);
  await stale.execute();
  try {
    await db.insertInto('answer_submission').values({ submission_key: key, created_at: now }).execute();
    return true;
  } catch (error) {
    if ((await claimOf(db, key)).state === 'none') throw error;
    return false;
  }
}

/**
 * The answer id of a just-made identical submission, or the id `create` makes. `check` (rules,
 * captcha, rate limit) runs only before creating, so a repeat is not refused for having
 * answered already or for spending its captcha. A failed `create` frees the claim for a retry.
 */
export async function answerOnce(db: AnswersDb, key: string, check: () => Promise<void>, create: () => Promise<string>): Promise<{ id: string; repeated: boolean }> {
  let claim = await settledClaim(db, key);
  if (claim.state === 'done') return { id: claim.answerId, repeated: true };
  await check();
  while (!(await tryClaim(db, key))) {
    claim = await settledClaim(db, key);
    if (claim.state === 'done') return { id: claim.answerId, repeated: true };
  }
  try {
    const id = await create();
    await db.updateTable('answer_submission').set({ answer_id: id }).where('submission_key', '=', key).execute();
    return { id, repeated: false };
  } catch (error) {
    await db.deleteFrom('answer_submission').where('submission_key', '=', key).execute();
    throw error;
  }
}
