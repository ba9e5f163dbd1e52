/**
 * One comment per double submit: the same member sending the same text to the same post again
 * within a few seconds (a double click, a retried request) gets the comment the first request
 * made. The first request claims the submission with a shared counter (each concurrent hit sees
 * its own count, so exactly one sees 1, across host processes); the others wait for the id it
 * leaves in the cache.
 */
import { createHash } from 'node:crypto';
import { badRequest, type CacheService } from '@answer/sdk/server';

export const REPEAT_WINDOW_SECONDS = 10;
const GIVE_UP_MS = 8000;
const POLL_MS = 100;

export function submissionKey(userId: string, objectId: string, replyCommentId: string, text: string): string {
  return `submit:${userId}:${objectId}:${replyCommentId}:${createHash('sha256').update(text).digest('hex')}`;
}

/**
 * The id of a just-made identical comment, or the id `create` makes. `check` (captcha, rate
 * limit) runs only for the request that claimed the submission, so a repeat is not refused for
 * spending its captcha. A failed `check` or `create` frees the claim for a corrected retry. The
 * claim comes first: a submission that is no repeat costs one statement before it is created.
 */
export async function commentOnce(cache: CacheService, key: string, check: () => Promise<void>, create: () => Promise<string>): Promise<{ id: string; repeated: boolean }> {
  const claimKey = `${key}:claim`;
  const madeKey = `${key}:made`;
  const deadline = Date.now() + GIVE_UP_MS;
  for (;;) {
    if ((await cache.increment(claimKey, REPEAT_WINDOW_SECONDS)) === 1) {
      try {
        await check();
        const id = await create();
        await cache.set(madeKey, id, REPEAT_WINDOW_SECONDS);
        return { id, repeated: false };
      } catch (error) {
        await cache.delete(claimKey);
        throw error;
      }
    }
    const made = await cache.get<string>(madeKey);
    if (made) return { id: made, repeated: true };
    if (Date.now() >= deadline) throw badRequest('base.duplicate_request_error');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
