/**
 * One migration run at a time per database, whichever host process starts it: two hosts started
 * together on one database (a rolling restart, two replicas) must not both apply a migration.
 * PostgreSQL and MySQL hold a named lock on a connection of its own for the whole run; the second
 * host waits, then finds the migrations recorded. SQLite needs no lock here: a migration's
 * transaction writes its record first, which takes the database's single write lock, and the
 * record's primary key tells a waiting host the migration is done (see migrate.ts).
 */
import { sql, type Kysely } from 'kysely';
import { dialectOfDb } from './dialect';

/** Any fixed number: PostgreSQL's advisory locks are keyed by integers. */
const POSTGRES_LOCK_KEY = 7_246_135_001;
const MYSQL_LOCK_NAME = 'answer_plugin_migrations';
/** How long a host waits for another's migrations before it gives up starting. */
const MYSQL_WAIT_SECONDS = 3600;

export async function withMigrationLock<T>(database: Kysely<unknown>, work: () => Promise<T>): Promise<T> {
  const dialect = dialectOfDb(database);
  if (database.isTransaction || dialect === 'sqlite') return work();
  return database.connection().execute(async (connection) => {
    if (dialect === 'postgres') {
      await sql`select pg_advisory_lock(${POSTGRES_LOCK_KEY})`.execute(connection);
    } else {
      const taken = await sql<{ taken: number | null }>`select get_lock(${MYSQL_LOCK_NAME}, ${MYSQL_WAIT_SECONDS}) as taken`.execute(connection);
      if (Number(taken.rows[0]?.taken) !== 1) throw new Error('Another host has been migrating the database for too long');
    }
    try {
      return await work();
    } finally {
      const release = dialect === 'postgres' ? sql`select pg_advisory_unlock(${POSTGRES_LOCK_KEY})` : sql`select release_lock(${MYSQL_LOCK_NAME})`;
      await release.execute(connection).catch(() => undefined);
    }
  });
}
