/**
 * The calls of the permission matrix's rows about pending posts (part of `CALLS`): the seeded
 * pending question, answer and comment of `owner`, and `bystander`'s answer under the pending
 * question. Writes that would change a pending target for the callers after them get a fresh
 * pending one when the caller is expected to succeed.
 */
import type { Caller } from '../permission-matrix';
import { unique, type Account, type Seed, type SiteWriter } from './seed';

/** The part of `CallEnv` (calls.ts) these calls read. */
interface PendingCallEnv {
  caller: Caller;
  seed: Seed;
  writer: SiteWriter;
  expectOk: boolean;
}

type PendingCall = { query?: Record<string, string>; body?: unknown; hidden?: string[] };

const V1 = '/answer/api/v1';

/** Who writes a fresh target: the owner for the owner, someone else for everyone else. */
const authorFor = (env: PendingCallEnv): Account => (env.caller === 'owner' ? env.seed.accounts.owner : env.seed.accounts.bystander);

async function pendingAnswer(env: PendingCallEnv): Promise<string> {
  if (!env.expectOk) return env.seed.answers.pending;
  const id = await env.writer.answer(authorFor(env), env.seed.questions.normal);
  await env.writer.makePending('answer', id);
  return id;
}

async function pendingComment(env: PendingCallEnv): Promise<string> {
  if (!env.expectOk) return env.seed.comments.pending;
  const id = await env.writer.comment(authorFor(env), env.seed.questions.normal);
  await env.writer.makePending('comment', id);
  return id;
}

const ref = (id: string) => ({ object_id: id });
const vote = (id: string) => ({ body: { object_id: id, is_cancel: false } });
const react = (id: string) => ({ body: { object_id: id, emoji: 'heart', reaction: 'activate' } });
const flag = (id: string) => ({ body: { object_id: id, report_type: 57 } });

export const PENDING_CALLS: Record<string, (env: PendingCallEnv) => PendingCall | Promise<PendingCall>> = {
  // reading
  [`GET ${V1}/answer/info|answer of a pending question`]: (env) => ({ query: { id: env.seed.answers.onPending } }),
  [`GET ${V1}/answer/page|pending question`]: (env) => ({ query: { question_id: env.seed.questions.pending, page_size: '50' } }),
  [`GET ${V1}/comment|pending`]: (env) => ({ query: { id: env.seed.comments.pending } }),
  [`GET ${V1}/comment/page|pending question`]: (env) => ({ query: { object_id: env.seed.questions.pending } }),
  [`GET ${V1}/comment/page|pending answer`]: (env) => ({ query: { object_id: env.seed.answers.pending } }),
  [`GET ${V1}/activity/timeline|pending question`]: (env) => ({ query: ref(env.seed.questions.pending) }),
  [`GET ${V1}/activity/timeline|pending answer`]: (env) => ({ query: ref(env.seed.answers.pending) }),
  [`GET ${V1}/activity/timeline/detail|pending question`]: (env) => ({ query: { new_revision_id: env.seed.revisions.pending } }),
  [`GET ${V1}/activity/timeline/detail|pending answer`]: (env) => ({ query: { new_revision_id: env.seed.revisions.pendingAnswer } }),
  [`GET ${V1}/revisions/edit/check|pending question`]: (env) => ({ query: { id: env.seed.questions.pending } }),
  [`GET ${V1}/revisions/edit/check|pending answer`]: (env) => ({ query: { id: env.seed.answers.pending } }),
  [`GET ${V1}/revisions|pending question`]: (env) => ({ query: ref(env.seed.questions.pending) }),
  [`GET ${V1}/revisions|pending answer`]: (env) => ({ query: ref(env.seed.answers.pending) }),
  [`GET ${V1}/question/similar/tag|pending`]: (env) => ({ query: { question_id: env.seed.questions.pending } }),
  [`GET ${V1}/question/page|tag`]: (env) => ({ query: { tag: env.seed.tag, page_size: '50' } }),
  [`GET ${V1}/meta/reaction|pending question`]: (env) => ({ query: ref(env.seed.questions.pending) }),
  [`GET ${V1}/meta/reaction|pending answer`]: (env) => ({ query: ref(env.seed.answers.pending) }),
  [`GET ${V1}/question/invite|pending question`]: (env) => ({ query: { id: env.seed.questions.pending } }),

  // writing
  [`POST ${V1}/vote/up|pending question`]: (env) => vote(env.seed.questions.pending),
  [`POST ${V1}/vote/up|pending answer`]: (env) => vote(env.seed.answers.pending),
  [`POST ${V1}/vote/down|pending answer`]: (env) => vote(env.seed.answers.pending),
  [`POST ${V1}/vote/up|pending comment`]: (env) => vote(env.seed.comments.pending),
  [`PUT ${V1}/meta/reaction|pending question`]: (env) => react(env.seed.questions.pending),
  [`PUT ${V1}/meta/reaction|pending answer`]: (env) => react(env.seed.answers.pending),
  [`POST ${V1}/collection/switch|pending answer`]: (env) => ({ body: { object_id: env.seed.answers.pending, group_id: '0', bookmark: true } }),
  [`PUT ${V1}/question/invite|pending question`]: (env) => ({ body: { id: env.seed.questions.pending, invite_user: [env.seed.accounts.bystander.username] } }),
  [`POST ${V1}/report|pending answer`]: (env) => flag(env.seed.answers.pending),
  [`POST ${V1}/report|pending comment`]: (env) => flag(env.seed.comments.pending),
  [`POST ${V1}/comment|pending question`]: (env) => ({ body: { object_id: env.seed.questions.pending, original_text: `A comment on a pending question ${unique()}` } }),
  [`POST ${V1}/comment|pending answer`]: (env) => ({ body: { object_id: env.seed.answers.pending, original_text: `A comment on a pending answer ${unique()}` } }),
  [`POST ${V1}/answer|pending question`]: (env) => ({ body: { question_id: env.seed.questions.pending, content: `An answer to a pending question ${unique()}` } }),
  [`PUT ${V1}/answer|pending`]: async (env) => ({ body: { id: await pendingAnswer(env), content: `An edited pending answer ${unique()}`, edit_summary: 'better' } }),
  [`PUT ${V1}/comment|pending`]: async (env) => ({ body: { comment_id: await pendingComment(env), original_text: `An edited pending comment ${unique()}` } }),
  [`DELETE ${V1}/answer|pending`]: async (env) => ({ body: { id: await pendingAnswer(env) } }),
  [`DELETE ${V1}/comment|pending`]: async (env) => ({ body: { comment_id: await pendingComment(env) } }),
  [`POST ${V1}/answer/acceptance|pending answer`]: (env) => ({ body: { question_id: env.seed.questions.normal, answer_id: env.seed.answers.pending } }),
  [`POST ${V1}/answer/acceptance|answer of a pending question`]: (env) => ({ body: { question_id: env.seed.questions.pending, answer_id: env.seed.answers.onPending } }),
};
