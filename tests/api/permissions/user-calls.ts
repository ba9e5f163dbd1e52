/**
 * The calls of the users plugin's rows in the permission matrix (part of `CALLS`): the users page
 * and the profile of `owner`, who wrote the seeded posts, with the posts each list must never show
 * to callers who may not see them.
 */
import type { Caller } from '../permission-matrix';
import type { Seed } from './seed';

/** The part of `CallEnv` (calls.ts) these calls read. */
interface UserCallEnv {
  caller: Caller;
  seed: Seed;
}

type UserCall = { query?: Record<string, string>; hidden?: string[] };

const V1 = '/answer/api/v1';

/** The owner and staff see the owner's unlisted and waiting posts; no one their deleted ones. */
const seesAll = (env: UserCallEnv): boolean => env.caller === 'owner' || env.caller === 'moderator' || env.caller === 'admin';
const owner = (env: UserCallEnv) => ({ username: env.seed.accounts.owner.username });

export const USER_CALLS: Record<string, (env: UserCallEnv) => UserCall> = {
  [`GET ${V1}/user/ranking|-`]: (env) => ({ hidden: [env.seed.accounts.deleted.username] }),
  [`GET ${V1}/user/staff|-`]: () => ({ query: { username: 'mod' } }),
  [`GET ${V1}/personal/user/info|member`]: (env) => ({ query: owner(env) }),
  [`GET ${V1}/personal/user/info|deleted account`]: (env) => ({ query: { username: env.seed.accounts.deleted.username } }),
  [`GET ${V1}/personal/qa/top|member`]: (env) => {
    const { questions, answers } = env.seed;
    return { query: owner(env), hidden: [questions.deleted, questions.pending, answers.deleted, answers.pending, ...(seesAll(env) ? [] : [questions.unlisted])] };
  },
  [`GET ${V1}/personal/question/page|member`]: (env) => {
    const { questions } = env.seed;
    return { query: { ...owner(env), page_size: '50' }, hidden: [questions.deleted, ...(seesAll(env) ? [] : [questions.pending, questions.unlisted])] };
  },
  [`GET ${V1}/personal/answer/page|member`]: (env) => {
    const { answers } = env.seed;
    return { query: { ...owner(env), page_size: '50' }, hidden: [answers.deleted, ...(seesAll(env) ? [] : [answers.pending])] };
  },
  [`GET ${V1}/personal/comment/page|member`]: (env) => ({ query: { ...owner(env), page_size: '50' }, hidden: [env.seed.comments.deleted] }),
  [`GET ${V1}/personal/rank/page|member`]: (env) => ({ query: owner(env) }),
  [`GET ${V1}/personal/vote/page|-`]: () => ({}),
  // no caller is `bystander`: their votes are always someone else's
  [`GET ${V1}/personal/vote/page|another member`]: (env) => ({ query: { username: env.seed.accounts.bystander.username } }),
};
