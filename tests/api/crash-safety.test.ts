/**
 * Killing the host (SIGKILL) in the middle of a stream of writes from several members: after a
 * restart on the same data directory, every write the API acknowledged is there as acknowledged,
 * every kept count equals what it counts, and the site reads and writes again. The kill comes at
 * a few seeded points of the stream. SQLite always; PostgreSQL and MariaDB in the full suite.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { HARDENING_DATABASES, disableCaptcha, installSite, login, startHost, tempDataDir, type DatabaseKind, type Envelope, type InstalledSite, type RunningHost } from './harness';
import { inconsistencies, missingWrites, reputationBaseline, sqliteIntegrity, type CrashTables } from './crash-safety-checks';
import { API, emptyLedger, seededRandom, writeStream, type Writer } from './crash-safety-writer';
import { openTestDatabase } from './test-database';

const kinds = HARDENING_DATABASES;
const SEED = 20240611;
const WRITERS = 4;
const TAGS = ['storage', 'power', 'restart'];
/** How many rounds of write, kill, restart and check, each killing at a seeded point. */
const KILLS = 2;

describe.each(kinds)('crash safety on %s', (kind) => {
  const dataDir = tempDataDir();
  const random = seededRandom(SEED);
  const ledger = emptyLedger();
  let host: RunningHost;
  let site: InstalledSite;
  const writers: Writer[] = [];
  let baseline = new Map<string, number>();

  /** A second connection, opened only while needed: SQLite must see the file as the host left it. */
  const withDatabase = async <T>(work: (db: Kysely<CrashTables>) => Promise<T>): Promise<T> => {
    const db = openTestDatabase<CrashTables>(site.database.body, dataDir);
    try {
      return await work(db);
    } finally {
      await db.destroy();
    }
  };

  beforeAll(async () => {
    host = await startHost({ dataDir });
    site = await installSite(host, kind);
    await disableCaptcha(host, site.adminToken);
    const now = Math.floor(Date.now() / 1000);
    await withDatabase(async (db) => {
      const tables = db as unknown as Kysely<{ tag: Record<string, unknown> }>;
      for (const [index, slug] of TAGS.entries()) {
        // far above the ids the site hands out, which start at 1
        const id = `1003${String(9000 + index).padStart(13, '0')}`;
        await tables
          .insertInto('tag')
          .values({ id, created_at: now, updated_at: now, slug_name: slug, display_name: slug, original_text: '', parsed_text: '', main_tag_id: '0', main_tag_slug_name: '', question_count: 0, status: 1, recommend: 0, reserved: 0, user_id: '1' })
          .execute();
      }
    });
    for (let n = 1; n <= WRITERS; n += 1) {
      const email = `writer${n}@example.com`;
      const added = await host.api('POST', '/answer/admin/api/user', { token: site.adminToken, body: { display_name: `Writer ${n}`, email, password: 'writer-pass-1' } });
      expect(added.status).toBe(200);
      const user = await withDatabase((db) => db.selectFrom('user').select(['id', 'username']).where('e_mail', '=', email).executeTakeFirstOrThrow());
      // enough reputation to vote, and to create the tags a question brings
      await withDatabase((db) => db.updateTable('user').set({ rank: 5000 }).where('id', '=', user.id).execute());
      writers.push({ id: String(user.id), username: user.username, token: await login(host, email, 'writer-pass-1') });
    }
    baseline = await withDatabase(reputationBaseline);
  });

  afterAll(async () => {
    await host?.stop();
    await site?.database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  for (let round = 1; round <= KILLS; round += 1) {
    it(`keeps every acknowledged write through kill ${round} of ${KILLS}`, async () => {
      // the kill comes after a seeded number of acknowledged writes in this round
      const killAfter = 40 + Math.floor(random() * 120);
      let killing: Promise<void> | null = null;
      const result = await writeStream({
        host,
        writers,
        ledger,
        tags: TAGS,
        random,
        stopped: () => killing !== null,
        onAcknowledged(count) {
          if (count >= killAfter && !killing) killing = host.kill();
        },
      });
      await killing;
      expect(result.serverErrors, host.output().slice(-4000)).toEqual([]);
      expect(result.acknowledged).toBeGreaterThanOrEqual(killAfter);

      host = await startHost({ dataDir });
      await withDatabase(async (db) => {
        if (kind === 'sqlite') expect(await sqliteIntegrity(db)).toBe('ok');
        expect(await missingWrites(db, ledger)).toEqual([]);
        expect(await inconsistencies(db, baseline)).toEqual([]);
      });
    });
  }

  it('reads and writes after the restarts, with the sessions it had', async () => {
    // every kind of write was acknowledged at least once, so each was looked for above
    expect([ledger.questions, ledger.answers, ledger.comments, ledger.votes, ledger.follows].map((writes) => writes.length > 0)).toEqual([true, true, true, true, true]);
    expect([...ledger.bios.values()].some((bio) => bio.acknowledged !== '')).toBe(true);
    const [asker, answerer] = writers;
    const question = ledger.questions.at(-1);
    expect(question).toBeDefined();
    const read = await host.api<Envelope<{ id: string; title: string }>>('GET', `${API}/question/info?id=${question?.id}`, { token: answerer.token });
    expect(read.status).toBe(200);
    expect(read.body.data.title).toBe(question?.title);

    const asked = await host.api<Envelope<{ id: string }>>('POST', `${API}/question`, {
      token: asker.token,
      body: { title: 'Asked after the host came back', content: 'Does the site take new questions after a crash?', tags: [{ slug_name: 'restart', display_name: 'restart' }] },
    });
    expect(asked.status).toBe(200);
    const answered = await host.api('POST', `${API}/answer`, { token: answerer.token, body: { question_id: asked.body.data.id, content: 'It does, and it keeps them.' } });
    expect(answered.status).toBe(200);
    await withDatabase(async (db) => expect(await inconsistencies(db, baseline)).toEqual([]));
  });
});
