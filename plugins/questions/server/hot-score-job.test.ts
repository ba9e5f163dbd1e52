/**
 * The hourly hot-score job against a real (in-memory) SQLite table: it stores the new scores and
 * drops only the kept lists in the hot order, so the newest list and search results stay kept.
 */
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { questionListScopes, SHARED_SCOPES, type ServerContext } from '@answer/sdk/server';
import { hotScoreJob } from './hot-score';
import { PIN, QUESTION_STATUS, type QuestionsTables } from './tables';

async function siteWithOneQuestion(): Promise<{ db: Kysely<QuestionsTables>; ctx: ServerContext; dropped: string[][] }> {
  const db = new Kysely<QuestionsTables>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
  await sql`create table question (id text primary key, pin integer, status integer, created_at integer, post_update_time integer, view_count integer, answer_count integer, vote_count integer, hot_score integer)`.execute(db);
  const hourAgo = Math.floor(Date.now() / 1000) - 3600;
  await sql`insert into question values ('10010000000000001', ${PIN.unpinned}, ${QUESTION_STATUS.available}, ${hourAgo}, ${hourAgo}, 50, 0, 0, 0)`.execute(db);
  const dropped: string[][] = [];
  const ctx = {
    database: () => db,
    sharedCache: { invalidate: (scopes: string[]) => dropped.push(scopes) },
  } as unknown as ServerContext;
  return { db, ctx, dropped };
}

describe('hot-score job', () => {
  it('stores the new scores and drops the hot-ordered lists alone', async () => {
    const { db, ctx, dropped } = await siteWithOneQuestion();
    await hotScoreJob(ctx).run(new AbortController().signal);
    const row = await db.selectFrom('question').select('hot_score').executeTakeFirstOrThrow();
    expect(Number(row.hot_score)).toBeGreaterThan(0);
    expect(dropped).toEqual([[SHARED_SCOPES.hotOrder]]);
    await db.destroy();
  });

  it('names the hot scope only for lists in the hot order, which stay question lists for writes', () => {
    expect(questionListScopes('hot')).toEqual([SHARED_SCOPES.questionLists, SHARED_SCOPES.hotOrder]);
    for (const order of ['newest', 'active', 'score', undefined]) expect(questionListScopes(order)).toEqual([SHARED_SCOPES.questionLists]);
  });
});
