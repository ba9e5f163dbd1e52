/**
 * One question per double submit: the same member sending the same title and body again within
 * a few seconds (a double click, a retried request) gets the question the first request created.
 * The first request claims the submission by inserting its key into `question_submission`; the
 * primary key lets exactly one insert through on every database and across host processes, which
 * a read-after-increment counter cannot promise. The others wait for its result.
 */
import { createHash } from 'node:crypto';
import { badRequest } from '@answer/sdk/server';
import { nowSeconds, type QuestionsDb } from './db';

export const DUPLICATE_WINDOW_SECONDS = 10;
/** How long a repeated request waits for the first one to finish before giving up. */
const WAIT_MS = 8000;
const POLL_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function submissionKey(userId: string, title: string, content: string): string {
  return `${userId}:${createHash('sha256').update(`${title}\u0000${content}`).digest('hex')}`;
}

/** True when this call inserted the claim; false when a live claim for the key exists. */
async function claim(db: QuestionsDb, key: string): Promise<boolean> {
  const now = nowSeconds();
  // claims older than the window no longer count (the same text may be asked again): the table
  // only ever holds the last few seconds of asks
  await db.deleteFrom('question_submission').where('created_at', '<=', now - DUPLICATE_WINDOW_SECONDS).execute();
  try {
    await db.insertInto('question_submission').values({ submission_key: key, created_at: now }).execute();
    return true;
  } catch (error) {
    const live = await db.selectFrom('question_submission').select('submission_key').where('submission_key', '=', key).executeTakeFirst();
    if (live) return false;
    throw error;
  }
}

/** The question id of a live claim ('' while it is being created), or null when there is none. */
async function liveClaim(db: QuestionsDb, key: string): Promise<string | null> {
  const row = await db
    .selectFrom('question_submission')
    .select('question_id')
    .where('submission_key', '=', key)
    .where('created_at', '>', nowSeconds() - DUPLICATE_WINDOW_SECONDS)
    .executeTakeFirst();
  return row ? row.question_id : null;
}

/**
 * Runs `create` unless the same submission is already being or was just created, in which case
 * it answers that one's id. `prepare` (the captcha and rate limit checks) runs only for a request
 * about to create: a repeat of a submission whose single-use captcha answer was spent still gets
 * the question. A failed `create` releases the claim so a corrected retry can run.
 */
export async function createOnce(db: QuestionsDb, key: string, create: () => Promise<string>, prepare: () => Promise<void>): Promise<{ id: string; repeated: boolean }> {
  const deadline = Date.now() + WAIT_MS;
  let prepared = false;
  for (;;) {
    if ((await liveClaim(db, key)) === null) {
      if (!prepared) await prepare();
      prepared = true;
      if (await claim(db, key)) {
        try {
          const id = await create();
          await db.updateTable('question_submission').set({ question_id: id }).where('submission_key', '=', key).execute();
          return { id, repeated: false };
        } catch (error) {
          await db.deleteFrom('question_submission').where('submission_key', '=', key).execute();
          throw error;
        }
      }
    }
    // Another request holds the claim: take its result, or claim afresh if it failed.
    let released = false;
    while (!released && Date.now() < deadline) {
      const id = await liveClaim(db, key);
      if (id) return { id, repeated: true };
      released = id === null;
      if (!released) await sleep(POLL_MS);
    }
    if (!released) throw badRequest('base.duplicate_request_error');
  }
}
