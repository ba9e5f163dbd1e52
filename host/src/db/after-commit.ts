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

/** `db.transaction().execute(work)`, then the work that waited for its commit. */
export async function transactionOf<R>(db: Kysely<unknown>, work: (trx: Transaction<unknown>) => Promise<R>): Promise<R> {
  let opened: Transaction<unknown> | undefined;
  try {
    const result = await db.transaction().execute((trx) => {
      opened = trx;
      return work(trx);
    });
    for (const next of (opened && waiting.get(opened)) ?? []) next();
    return result;
  } finally {
    if (opened) waiting.delete(opened);
  }
}
