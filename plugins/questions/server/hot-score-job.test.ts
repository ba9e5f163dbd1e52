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

  it('scores every question of the window, page after page of ids, pinned ones too, and none older', async () => {
    const { db, ctx } = await siteWithOneQuestion();
    const now = Math.floor(Date.now() / 1000);
    // more than one batch of ids, many asked in the same second (the walk's tie on created_at)
    const rows = Array.from({ length: 450 }, (_, i) => ({ id: `1001000000001${String(i).padStart(4, '0')}`, pin: i % 50 === 0 ? PIN.pinned : PIN.unpinned, created_at: now - 3600 - (i % 7) }));
    for (const row of rows) await sql`insert into question values (${row.id}, ${row.pin}, ${QUESTION_STATUS.available}, ${row.created_at}, ${row.created_at}, 50, 0, 0, 0)`.execute(db);
    await sql`insert into question values ('10010000000099999', ${PIN.unpinned}, ${QUESTION_STATUS.available}, ${now - 100 * 24 * 3600}, ${now - 100 * 24 * 3600}, 50, 0, 0, 0)`.execute(db);
    await hotScoreJob(ctx).run(new AbortController().signal);
    const scored = await db.selectFrom('question').select(['id', 'hot_score']).execute();
    expect(scored.filter((row) => Number(row.hot_score) > 0).length).toBe(451);
    expect(Number(scored.find((row) => row.id === '10010000000099999')?.hot_score)).toBe(0);
    await db.destroy();
  });

  it('names the hot scope only for lists in the hot order, which stay question lists for writes', () => {
    expect(questionListScopes('hot')).toEqual([SHARED_SCOPES.questionLists, SHARED_SCOPES.hotOrder]);
    for (const order of ['newest', 'active', 'score', undefined]) expect(questionListScopes(order)).toEqual([SHARED_SCOPES.questionLists]);
  });
});
