/**
 * Transactions that meet a deadlock: the database rolls one side back, the host runs it again, and
 * work waiting for a commit runs once, for the attempt that committed. On PostgreSQL and MariaDB
 * (SQLite has one writer: two transactions never hold each other's rows).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { afterCommit, TRANSACTION_ATTEMPTS, transactionOf } from '../../host/src/db/after-commit';
import { connectDatabase, type DatabaseHandle } from '../../host/src/db/connect';
import { settingsOf } from '../../host/src/installation/service';
import { freshDatabase, tempDataDir, type DatabaseKind, type FreshDatabase } from './harness';

const kinds: DatabaseKind[] = ['postgres', 'mysql'];

interface Tables {
  tally: { id: number; n: number };
}

describe.each(kinds)('transactions on %s', (kind) => {
  let database: FreshDatabase;
  let handle: DatabaseHandle;
  const db = () => handle.db as unknown as Kysely<Tables>;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    handle = await connectDatabase(settingsOf(database.body), tempDataDir());
    await db().schema.createTable('tally').addColumn('id', 'integer', (column) => column.primaryKey()).addColumn('n', 'integer', (column) => column.notNull()).execute();
    await db().insertInto('tally').values([{ id: 1, n: 0 }, { id: 2, n: 0 }]).execute();
  });

  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it('runs the side the database chose as the deadlock victim again, and its after-commit work once', async () => {
    const attempts = { a: 0, b: 0 };
    const committed: string[] = [];
    let locked = 0;
    let bothLocked: () => void = () => undefined;
    const meeting = new Promise<void>((resolve) => (bothLocked = resolve));
    // each side takes one row, waits until the other took its own, then wants the other's
    const side = (name: 'a' | 'b', first: number, second: number) =>
      transactionOf(handle.db, async (trx) => {
        attempts[name] += 1;
        await sql`update tally set n = n + 1 where id = ${first}`.execute(trx);
        afterCommit(trx, () => committed.push(name));
        if (attempts[name] === 1) {
          locked += 1;
          if (locked === 2) bothLocked();
          await meeting;
        }
        await sql`update tally set n = n + 1 where id = ${second}`.execute(trx);
      });

    await Promise.all([side('a', 1, 2), side('b', 2, 1)]);
    expect(attempts.a + attempts.b).toBe(3);
    expect(committed.sort()).toEqual(['a', 'b']);
    const rows = await db().selectFrom('tally').select(['id', 'n']).orderBy('id').execute();
    expect(rows.map((row) => Number(row.n))).toEqual([2, 2]);
  });

  it('gives up after three attempts, and never retries other errors', async () => {
    let runs = 0;
    const deadlock = Object.assign(new Error('deadlock detected'), kind === 'postgres' ? { code: '40P01' } : { code: 'ER_LOCK_DEADLOCK', errno: 1213 });
    await expect(
      transactionOf(handle.db, async () => {
        runs += 1;
        throw deadlock;
      }),
    ).rejects.toBe(deadlock);
    expect(runs).toBe(TRANSACTION_ATTEMPTS);

    runs = 0;
    await expect(
      transactionOf(handle.db, async (trx) => {
        runs += 1;
        await sql`update tally set n = n + 1 where id = 1`.execute(trx);
        throw new Error('the work refused');
      }),
    ).rejects.toThrow('the work refused');
    expect(runs).toBe(1);
    const row = await db().selectFrom('tally').select('n').where('id', '=', 1).executeTakeFirstOrThrow();
    expect(Number(row.n)).toBe(2);
  });
});
