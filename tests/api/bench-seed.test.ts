/**
 * Smoke run of bench/seed and bench/scale at a tiny size, so the kit keeps working as the schema
 * changes: the seeded site must serve, and its counters must agree with its rows. Figures are only
 * checked to be numbers; no time is asserted.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kysely, SqliteDialect } from 'kysely';
import Database from 'better-sqlite3';
import path from 'node:path';
import { seedCommunity, type SeededSite } from '../../bench/lib/seed';
import { measureLatency } from '../../bench/scale';
import { login, startHost, tempDataDir, type Envelope, type RunningHost } from './harness';

const QUESTIONS = 300;

interface Counts {
  question: { id: string; status: number; show: number; answer_count: number; user_id: string };
  answer: { id: string; question_id: string; status: number };
  tag: { id: string; question_count: number };
  tag_rel: { tag_id: string; status: number };
}

describe('bench seed and scale (SQLite, tiny)', () => {
  let site: SeededSite;
  let host: RunningHost;
  const dataDir = tempDataDir();

  beforeAll(async () => {
    site = await seedCommunity({ dataDir, database: 'sqlite', questions: QUESTIONS });
    host = await startHost({ dataDir });
  });
  afterAll(async () => {
    await host?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the seeded questions, counted as the rows say', async () => {
    const db = new Kysely<Counts>({ dialect: new SqliteDialect({ database: new Database(path.join(dataDir, 'answer.db'), { readonly: true }) }) });
    try {
      const visible = await db
        .selectFrom('question')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('show', '!=', 2)
        .where('status', 'in', [1, 2])
        .executeTakeFirstOrThrow();
      const response = await host.api<Envelope<{ count: number; list: { id: string }[] }>>('GET', '/answer/api/v1/question/page?page=1&page_size=20&order=newest');
      expect(response.status).toBe(200);
      expect(response.body.data.list).toHaveLength(20);
      expect(response.body.data.count).toBe(Number(visible.count));
      expect(Number(visible.count)).toBeGreaterThan(QUESTIONS * 0.9);

      // the counters the seed wrote agree with the rows
      const answerCounts = await db
        .selectFrom('question')
        .leftJoin('answer', (join) => join.onRef('answer.question_id', '=', 'question.id').on('answer.status', '=', 1))
        .select(['question.id', 'question.answer_count'])
        .select((eb) => eb.fn.count<number>('answer.id').as('answers'))
        .groupBy(['question.id', 'question.answer_count'])
        .execute();
      expect(answerCounts.filter((row) => Number(row.answer_count) !== Number(row.answers))).toEqual([]);
      const tagCounts = await db
        .selectFrom('tag')
        .leftJoin('tag_rel', (join) => join.onRef('tag_rel.tag_id', '=', 'tag.id').on('tag_rel.status', '=', 1))
        .select(['tag.id', 'tag.question_count'])
        .select((eb) => eb.fn.count<number>('tag_rel.tag_id').as('rels'))
        .groupBy(['tag.id', 'tag.question_count'])
        .execute();
      expect(tagCounts.filter((row) => Number(row.question_count) !== Number(row.rels))).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it('opens sampled questions, logs a member in and asks with a fresh id', async () => {
    expect(site.questionIds.length).toBeGreaterThan(0);
    expect(site.tagSlugs.length).toBeGreaterThan(0);
    const info = await host.api<Envelope<{ id: string }>>('GET', `/answer/api/v1/question/info?id=${site.questionIds[0]}`);
    expect(info.status).toBe(200);
    const member = site.members[0];
    const token = await login(host, member.email, member.password);
    // the uniqid counter continued after the seeded ids, so a new question gets a fresh one
    const asked = await host.api<Envelope<{ id: string }>>('POST', '/answer/api/v1/question', {
      token,
      body: { title: 'A question asked after seeding the site', content: 'Does a new id collide with the seeded ones?', tags: [{ slug_name: site.tagSlugs[0] }] },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.data.id > site.questionIds[site.questionIds.length - 1]).toBe(true);
  });

  it("runs bench/scale's measuring function", async () => {
    const member = site.members[0];
    const token = await login(host, member.email, member.password);
    const figures = await measureLatency({ url: host.url, questionIds: site.questionIds, requests: 5, warmup: 1, token });
    expect(figures.map((figure) => figure.name)).toEqual(['list newest', 'list hot', 'question page']);
    for (const figure of figures) {
      expect(Number.isFinite(figure.p50)).toBe(true);
      expect(Number.isFinite(figure.p99)).toBe(true);
    }
  });
});
