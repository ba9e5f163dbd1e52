/**
 * Judging a post before it is published: the owner of questions, answers or comments calls
 * `judgePost` inside its write transaction and applies the verdict (Answer's reviewer plugins).
 * One helper, so every owner describes the author to the reviewers the same way.
 */
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { ServerContext } from './context';
import { strictestReview, type PostReviewInput, type PostReviewVerdict } from './queries';

/** The post as its owner is about to store it. */
export interface PostToJudge {
  object_type: PostReviewInput['object_type'];
  /** '' for a new post */
  object_id: string;
  title?: string;
  /** Markdown as written */
  content: string;
  tags?: string[];
  /** The author (an edit by staff on a member's post is judged as the editor's). */
  user_id: string;
}

interface AuthorRow {
  rank: number | string;
  e_mail: string;
}

/** The author as reviewers see them: reputation, address, role and how many of their posts are published. */
async function authorOf(trx: Transaction<unknown>, request: FastifyRequest, userId: string): Promise<PostReviewInput['author']> {
  // read by name: every post owner depends on the accounts, questions and answers tables
  const db = trx as unknown as Transaction<{
    user: AuthorRow & { id: string };
    question: { user_id: string; status: number };
    answer: { user_id: string; status: number };
  }>;
  // one statement: each is a round trip inside the post's write transaction
  const found = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('user').select('rank').where('id', '=', userId).as('rank'),
      eb.selectFrom('user').select('e_mail').where('id', '=', userId).as('email'),
      eb
        .selectFrom('question')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('status', 'in', [1, 2])
        .as('questions'),
      eb
        .selectFrom('answer')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('status', '=', 1)
        .as('answers'),
    ])
    .executeTakeFirst();
  const principal = request.principal;
  const roleId = principal?.userId === userId ? principal.roleId : 1;
  return {
    user_id: userId,
    rank: Number(found?.rank ?? 0),
    email: found?.email ?? '',
    role: roleId === 2 ? 'admin' : roleId === 3 ? 'moderator' : 'user',
    approved_posts: Number(found?.questions ?? 0) + Number(found?.answers ?? 0),
  };
}

/**
 * The site's interface language, read through the transaction: on SQLite a read outside it would
 * wait for the transaction's own connection.
 */
async function siteLanguage(trx: Transaction<unknown>): Promise<string> {
  const db = trx as unknown as Transaction<{ site_info: { type: string; content: string } }>;
  const row = await db.selectFrom('site_info').select('content').where('type', '=', 'interface').executeTakeFirst();
  try {
    const value: unknown = JSON.parse(row?.content ?? '{}');
    const language = typeof value === 'object' && value !== null ? (value as { language?: unknown }).language : undefined;
    return typeof language === 'string' ? language : '';
  } catch {
    return '';
  }
}

/**
 * Asks every reviewer plugin (`post.review`) about the post and answers the strictest verdict;
 * `approved` when no reviewer is installed. Asked inside the owner's write transaction.
 */
export async function judgePost(ctx: ServerContext, request: FastifyRequest, trx: Transaction<unknown>, post: PostToJudge): Promise<PostReviewVerdict> {
  const input: PostReviewInput = {
    object_type: post.object_type,
    object_id: post.object_id,
    title: post.title ?? '',
    content: post.content,
    tags: post.tags ?? [],
    author: await authorOf(trx, request, post.user_id),
    ip: request.ip,
    user_agent: String(request.headers['user-agent'] ?? ''),
    // the reason is read by staff later, so it is written in the site's language
    lang: (await siteLanguage(trx)) || request.lang,
  };
  return strictestReview(await ctx.queries.ask('post.review', input, trx));
}
