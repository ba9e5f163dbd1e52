/**
 * The calls of the badges plugin's rows in the permission matrix (part of `CALLS`): a badge of the
 * catalogue, the profile of `owner`, and the admin's switch set to the status the badge already
 * has, so the walk changes nothing.
 */
import type { Kysely } from 'kysely';
import type { Caller } from '../permission-matrix';
import type { Seed, SiteWriter } from './seed';

/** The part of `CallEnv` (calls.ts) these calls read. */
interface BadgeCallEnv {
  caller: Caller;
  seed: Seed;
  writer: SiteWriter;
}

type BadgeCall = { query?: Record<string, string>; body?: unknown; hidden?: string[] };

const V1 = '/answer/api/v1';
const ADM = '/answer/admin/api';

/** First Upvote, active on every site. */
async function activeBadge(env: BadgeCallEnv): Promise<string> {
  const db = env.writer.db as unknown as Kysely<{ badge: { id: string; rule_key: string } }>;
  return (await db.selectFrom('badge').select('id').where('rule_key', '=', 'badges.first_upvote').executeTakeFirstOrThrow()).id;
}

const seesPending = (env: BadgeCallEnv): boolean => env.caller === 'owner' || env.caller === 'moderator' || env.caller === 'admin';

export const BADGE_CALLS: Record<string, (env: BadgeCallEnv) => BadgeCall | Promise<BadgeCall>> = {
  [`GET ${V1}/badges|-`]: () => ({}),
  [`GET ${V1}/badge|active badge`]: async (env) => ({ query: { id: await activeBadge(env) } }),
  [`GET ${V1}/badge/awards/page|active badge`]: async (env) => {
    const { questions } = env.seed;
    return { query: { badge_id: await activeBadge(env) }, hidden: seesPending(env) ? [questions.deleted] : [questions.deleted, questions.pending] };
  },
  [`GET ${V1}/badge/user/awards|member`]: (env) => ({ query: { username: env.seed.accounts.owner.username } }),
  [`GET ${V1}/badge/user/awards/recent|member`]: (env) => ({ query: { username: env.seed.accounts.owner.username } }),
  [`GET ${ADM}/badges|-`]: () => ({ query: { page: '1', page_size: '20' } }),
  [`PUT ${ADM}/badge/status|active badge`]: async (env) => ({ body: { id: await activeBadge(env), status: 'active' } }),
};
