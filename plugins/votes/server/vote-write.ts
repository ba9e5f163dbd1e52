/**
 * Writing a vote: one transaction that changes the member's `vote` row, sets the post's
 * `vote_count` to ups minus downs, and tells the activity plugin which history rows to cancel and
 * record (reputation follows from those). The post's row is locked first, so concurrent votes on
 * one post take turns and each counts what the previous one committed.
 */
import type { Transaction } from 'kysely';
import type { ServerContext } from '@answer/sdk/server';
import { asNumber, currentSeconds, votesTrx, type VotesDb } from './db';
import { votesOf } from './marks';
import { activityRows, nextVote, type VoteDirection } from './rules';
import type { VoteTarget } from './targets';
import { VOTE, type VoteValue, type VotesTables } from './tables';

/** `POST /vote/*` response (Answer's `VoteResp`). */
export interface VoteResp {
  up_votes: number;
  down_votes: number;
  /** ups minus downs, as the post's `vote_count` */
  votes: number;
  vote_status: 'vote_up' | 'vote_down' | '';
}

export const voteStatusOf = (vote: number): VoteResp['vote_status'] => (vote === VOTE.up ? 'vote_up' : vote === VOTE.down ? 'vote_down' : '');

type Trx = Transaction<VotesTables>;

/** Another request changed the same vote between our read and our write: the attempt starts over. */
class VoteRaced extends Error {
  constructor(readonly original: unknown = null) {
    super('The vote changed while it was being written');
  }
}

const ATTEMPTS = 3;

async function lockPost(trx: Trx, target: VoteTarget): Promise<void> {
  // a write that changes nothing still takes the row lock on PostgreSQL and MySQL
  if (target.kind === 'question') await trx.updateTable('question').set((eb) => ({ vote_count: eb.ref('vote_count') })).where('id', '=', target.id).execute();
  else if (target.kind === 'answer') await trx.updateTable('answer').set((eb) => ({ vote_count: eb.ref('vote_count') })).where('id', '=', target.id).execute();
  else await trx.updateTable('comment').set((eb) => ({ vote_count: eb.ref('vote_count') })).where('id', '=', target.id).execute();
}

async function saveCount(trx: Trx, target: VoteTarget, votes: number): Promise<void> {
  if (target.kind === 'question') await trx.updateTable('question').set({ vote_count: votes }).where('id', '=', target.id).execute();
  else if (target.kind === 'answer') await trx.updateTable('answer').set({ vote_count: votes }).where('id', '=', target.id).execute();
  else await trx.updateTable('comment').set({ vote_count: votes }).where('id', '=', target.id).execute();
}

/** Ups and downs of a post as the `vote` rows say. */
export async function tally(db: VotesDb, objectId: string): Promise<{ up: number; down: number }> {
  const rows = await db
    .selectFrom('vote')
    .select(['vote', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('object_id', '=', objectId)
    .groupBy('vote')
    .execute();
  const count = (vote: VoteValue) => asNumber(rows.find((row) => asNumber(row.vote) === vote)?.count);
  return { up: count(VOTE.up), down: count(VOTE.down) };
}

export async function currentVote(db: VotesDb, userId: string, objectId: string): Promise<VoteValue | 0> {
  const row = await db.selectFrom('vote').select('vote').where('user_id', '=', userId).where('object_id', '=', objectId).executeTakeFirst();
  const value = asNumber(row?.vote);
  return value === VOTE.up || value === VOTE.down ? value : 0;
}

/** Makes the stored vote `next` (from `current`); throws VoteRaced when the row was not as read. */
async function storeVote(trx: Trx, target: VoteTarget, voterId: string, current: VoteValue | 0, next: VoteValue | 0): Promise<void> {
  const now = currentSeconds();
  const mine = trx.deleteFrom('vote').where('user_id', '=', voterId).where('object_id', '=', target.id);
  if (current === 0) {
    try {
      await trx.insertInto('vote').values({ user_id: voterId, object_id: target.id, object_type: target.kind, vote: next, created_at: now, updated_at: now }).execute();
    } catch (error) {
      // the primary key refused a second row: a concurrent request voted first
      throw new VoteRaced(error);
    }
    return;
  }
  const changed =
    next === 0
      ? Number((await mine.where('vote', '=', current).executeTakeFirst()).numDeletedRows)
      : Number(
          (await trx.updateTable('vote').set({ vote: next, updated_at: now }).where('user_id', '=', voterId).where('object_id', '=', target.id).where('vote', '=', current).executeTakeFirst())
            .numUpdatedRows,
        );
  if (changed !== 1) throw new VoteRaced();
}

async function emitActivities(ctx: ServerContext, raw: Transaction<unknown>, target: VoteTarget, voterId: string, removed: VoteValue | 0, added: VoteValue | 0): Promise<void> {
  const ownerId = (owner: 'voter' | 'author') => (owner === 'voter' ? voterId : target.authorId);
  if (removed !== 0) {
    for (const row of activityRows(target.kind, removed)) {
      await ctx.events.emit('activity.cancel', { user_id: ownerId(row.owner), object_id: target.id, activity: row.activity, ...(row.owner === 'author' ? { trigger_user_id: voterId } : {}) }, raw);
    }
  }
  if (added !== 0) {
    for (const row of activityRows(target.kind, added)) {
      await ctx.events.emit(
        'activity.record',
        { user_id: ownerId(row.owner), trigger_user_id: row.owner === 'author' ? voterId : '0', object_id: target.id, question_id: target.questionId, activity: row.activity },
        raw,
      );
    }
  }
}

async function attempt(ctx: ServerContext, target: VoteTarget, voterId: string, direction: VoteDirection, cancel: boolean): Promise<VoteResp> {
  return ctx.transaction(async (raw) => {
    const trx = votesTrx(raw);
    await lockPost(trx, target);
    const current = await currentVote(trx, voterId, target.id);
    const next = nextVote(current, direction, cancel);
    if (next !== current) {
      await storeVote(trx, target, voterId, current, next);
      ctx.afterCommit(raw, () => votesOf(ctx).set(voterId, target.id, next));
      await emitActivities(ctx, raw, target, voterId, current, next);
    }
    const { up, down } = await tally(trx, target.id);
    // recounted rather than incremented, so a count that drifted heals on the next vote
    if (next !== current) await saveCount(trx, target, up - down);
    return { up_votes: up, down_votes: down, votes: up - down, vote_status: voteStatusOf(next) };
  });
}

/**
 * Votes `direction` on `target` (or retracts it), repeating the same vote changing nothing. A
 * concurrent request for the same member and post (a double click) loses the race on the primary
 * key or the vote check and is replayed once the winner committed, finding the vote already made.
 */
export async function castVote(ctx: ServerContext, target: VoteTarget, voterId: string, direction: VoteDirection, cancel: boolean): Promise<VoteResp> {
  for (let round = 1; ; round += 1) {
    try {
      return await attempt(ctx, target, voterId, direction, cancel);
    } catch (error) {
      if (!(error instanceof VoteRaced)) throw error;
      if (round >= ATTEMPTS) throw error.original ?? error;
    }
  }
}
