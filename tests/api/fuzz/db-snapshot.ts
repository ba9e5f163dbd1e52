/**
 * Row counts and a content checksum of every table, read through Kysely so the same code works on
 * SQLite, PostgreSQL and MariaDB: rows are written out canonically and sorted before hashing, so
 * the order a database returns them in does not matter.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

export interface TableState {
  rows: number;
  hash: string;
}

export type Snapshot = Map<string, TableState>;

export interface SnapshotRules {
  /** Tables whose contents may change on a rejected request (with the reason next to each). */
  skipTables: ReadonlySet<string>;
  /** Columns written in the background, whatever the requests do, by table. */
  skipColumns: Readonly<Record<string, readonly string[]>>;
}

function canonical(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Buffer.isBuffer(value)) return `b:${value.toString('hex')}`;
  if (value instanceof Date) return `d:${value.getTime()}`;
  if (typeof value === 'bigint' || typeof value === 'number') return `n:${String(value)}`;
  return JSON.stringify(value);
}

export class DatabaseSnapshots {
  private tables: string[] | null = null;

  constructor(
    private readonly db: Kysely<unknown>,
    private readonly rules: SnapshotRules,
  ) {}

  private async tableNames(): Promise<string[]> {
    this.tables ??= (await this.db.introspection.getTables()).map((table) => table.name).filter((name) => !this.rules.skipTables.has(name)).sort();
    return this.tables;
  }

  async take(): Promise<Snapshot> {
    const snapshot: Snapshot = new Map();
    for (const table of await this.tableNames()) {
      const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(this.db)).rows;
      const skipped = new Set(this.rules.skipColumns[table] ?? []);
      const lines = rows
        .map((row) =>
          Object.keys(row)
            .filter((column) => !skipped.has(column))
            .sort()
            .map((column) => `${column}=${canonical(row[column])}`)
            .join('\u0001'),
        )
        .sort();
      const hash = createHash('sha256');
      for (const line of lines) hash.update(line).update('\u0002');
      snapshot.set(table, { rows: rows.length, hash: hash.digest('hex') });
    }
    return snapshot;
  }
}

/** The tables whose count or contents differ, as `table (rows a → b)`. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  const changed: string[] = [];
  for (const [table, state] of after) {
    const earlier = before.get(table);
    if (!earlier) changed.push(`${table} (new table)`);
    else if (earlier.rows !== state.rows) changed.push(`${table} (rows ${earlier.rows} → ${state.rows})`);
    else if (earlier.hash !== state.hash) changed.push(`${table} (contents)`);
  }
  return changed;
}
