/**
 * Work that must wait until a transaction has committed: a kept copy of settings is dropped when
 * the write is made and again once it is visible, so a read made in between (which saw the old
 * rows) cannot stay kept. Plugins' transactions (`ctx.transaction`) run their waiting work here.
 */
import type { Kysely, Transaction } from 'kysely';

const waiting = new WeakMap<object, (() => void)[]>();

/** Runs `work` once `trx` commits (never when it rolls back); at once outside a transaction. */
export function afterCommit(trx: Transaction<unknown> | undefined, work: () => void): void {
  if (!trx) {
    work();
    return;
  }
  const list = waiting.get(trx);
  if (list) list.push(work);
  else waiting.set(trx, [work]);
}

/** Attempts of one transaction when the database reports a deadlock or a serialization failure. */
export const TRANSACTION_ATTEMPTS = 3;

/**
 * A conflict the database resolved by rolling this transaction back, which running it again
 * settles: PostgreSQL's `40P01` (deadlock) and `40001` (serialization failure), MySQL and
 * MariaDB's 1213 (deadlock). A lock wait timeout is not retried: it already waited long.
 */
export function isTransientConflict(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, errno } = error as { code?: unknown; errno?: unknown };
  return code === '40P01' || code === '40001' || code === 'ER_LOCK_DEADLOCK' || errno === 1213;
}

/** A few milliseconds, more for each attempt, at random so the two sides of a deadlock do not meet again. */
const pause = (attempt: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, attempt * (5 + Math.random() * 20)));

/**
 * `db.transaction().execute(work)`, then the work that waited for its commit. A transient conflict
 * (see `isTransientConflict`) runs `work` again; what a rolled-back attempt left waiting is dropped.
 */
export async function transactionOf<R>(db: Kysely<unknown>, work: (trx: Transaction<unknown>) => Promise<R>): Promise<R> {
  for (let attempt = 1; ; attempt += 1) {
    let opened: Transaction<unknown> | undefined;
    try {
      const result = await db.transaction().execute((trx) => {
        opened = trx;
        return work(trx);
      });
      for (const next of (opened && waiting.get(opened)) ?? []) next();
      return result;
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isTransientConflict(error)) throw error;
    } finally {
      if (opened) waiting.delete(opened);
    }
    await pause(attempt);
  }
}
