/**
 * Running a migration where DDL is not transactional (MySQL/MariaDB commit each DDL statement at
 * once): a host killed mid-migration leaves the statements it ran applied and the migration
 * unrecorded, so running it again from the start would fail on "table already exists" forever.
 *
 * Instead, every statement that changes something is recorded in `plugin_migration_step` as soon
 * as it completes, and a migration that runs again skips the statements recorded: it resumes where
 * it stopped. Statements are known by a hash of their query tree (without bound values) plus their
 * occurrence, so a migration that branches on what it finds still matches its steps. One gap stays: a statement
 * that completed just before the kill, before its step was recorded. On a resumed migration the
 * rerun of that statement fails with "already exists" (or "cannot drop"); that statement is then
 * recorded as done and the migration resumed again.
 */
import { createHash } from 'node:crypto';
import { CompiledQuery, Kysely, MysqlAdapter, MysqlIntrospector, MysqlQueryCompiler, RawNode, type DatabaseConnection, type Driver, type Migration, type QueryResult, type RootOperationNode } from 'kysely';

interface StepTables {
  plugin_migration_step: { plugin_id: string; name: string; step: string };
}

/** Recorded before a migration's first statement: its presence marks a resumed migration. */
const STARTED = 'started';

/** MySQL errors a statement gives when an earlier, unrecorded run of it already took effect. */
const ALREADY_DONE_ERRNOS = new Set([
  1022, // duplicate key (constraint)
  1050, // table already exists
  1051, // unknown table (dropped already)
  1060, // duplicate column
  1061, // duplicate index name
  1062, // duplicate row
  1091, // cannot drop a column or index that is not there
  1826, // duplicate foreign key
]);

export async function ensureStepTable(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .createTable('plugin_migration_step')
    .ifNotExists()
    .addColumn('plugin_id', 'varchar(100)', (column) => column.notNull())
    .addColumn('name', 'varchar(191)', (column) => column.notNull())
    .addColumn('step', 'varchar(64)', (column) => column.notNull())
    .addPrimaryKeyConstraint('plugin_migration_step_pk', ['plugin_id', 'name', 'step'])
    .execute();
}

function changesSomething(node: RootOperationNode): boolean {
  if (node.kind === 'SelectQueryNode') return false;
  if (RawNode.is(node)) return !/^\s*(select|show|with|describe|explain)\b/i.test(node.sqlFragments[0] ?? '');
  return true;
}

/**
 * A statement's shape without its bound values: a seed row stamped with the time must still match
 * the same statement of the run that was killed (the occurrence count tells same-shaped ones apart).
 */
function withoutValues(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object' && 'kind' in value) {
    if (value.kind === 'ValueNode') return { kind: value.kind };
    if (value.kind === 'PrimitiveValueListNode' && 'values' in value && Array.isArray(value.values)) return { kind: value.kind, count: value.values.length };
  }
  return value;
}

/**
 * The one connection a resumable migration runs on: it skips the statements recorded as done and
 * records the others as they complete. (A Kysely plugin cannot skip a statement, only rewrite it.)
 */
class StepConnection implements DatabaseConnection {
  private readonly occurrences = new Map<string, number>();
  /** The statement started and not completed: the one that failed, when the migration fails. */
  lastStarted: string | null = null;

  constructor(
    private readonly connection: DatabaseConnection,
    private readonly done: Set<string>,
    private readonly record: (step: string) => Promise<void>,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!changesSomething(query.query)) return this.connection.executeQuery<R>(query);
    const hash = createHash('sha256').update(JSON.stringify(query.query, withoutValues)).digest('hex').slice(0, 48);
    const occurrence = (this.occurrences.get(hash) ?? 0) + 1;
    this.occurrences.set(hash, occurrence);
    const step = `${hash}#${occurrence}`;
    if (this.done.has(step)) return { rows: [] };
    this.lastStarted = step;
    const result = await this.connection.executeQuery<R>(query);
    await this.record(step);
    this.done.add(step);
    this.lastStarted = null;
    return result;
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.connection.streamQuery<R>(query, chunkSize);
  }
}

/** A Kysely that runs everything on `connection`, for the migration to use as its database. */
function kyselyOn(connection: StepConnection): Kysely<unknown> {
  const run = (text: string) => connection.executeQuery(CompiledQuery.raw(text)).then(() => undefined);
  const driver: Driver = {
    init: async () => undefined,
    acquireConnection: async () => connection,
    beginTransaction: () => run('start transaction'),
    commitTransaction: () => run('commit'),
    rollbackTransaction: () => run('rollback'),
    releaseConnection: async () => undefined,
    destroy: async () => undefined,
  };
  return new Kysely<unknown>({
    dialect: {
      createAdapter: () => new MysqlAdapter(),
      createDriver: () => driver,
      createIntrospector: (db) => new MysqlIntrospector(db),
      createQueryCompiler: () => new MysqlQueryCompiler(),
    },
  });
}

const errnoOf = (error: unknown): number | null => {
  const errno = (error as { errno?: unknown } | null)?.errno;
  return typeof errno === 'number' ? errno : null;
};

/** Reruns after an "already done" error; each skips one more statement, so this bounds a migration that never settles. */
const MAX_RESUMES = 100;

/** Runs `migration` resumably, then `finish` (its record) and forgets its steps. */
export async function runResumable(database: Kysely<unknown>, pluginId: string, name: string, migration: Migration, finish: () => Promise<void>): Promise<void> {
  const db = database as Kysely<StepTables>;
  const rows = await db.selectFrom('plugin_migration_step').select('step').where('plugin_id', '=', pluginId).where('name', '=', name).execute();
  const done = new Set(rows.map((row) => row.step));
  const resumed = done.has(STARTED);
  const recordOn = (connection: DatabaseConnection) => async (step: string) => {
    await connection.executeQuery(db.insertInto('plugin_migration_step').values({ plugin_id: pluginId, name, step }).compile());
  };
  // Steps are recorded on the connection the migration holds, never on a second one from the
  // pool: the migration lock already holds one, and a small pool must not run dry mid-upgrade.
  await database.connection().execute(async (single) => {
    await single.getExecutor().provideConnection(async (raw) => {
      const record = recordOn(raw);
      if (!resumed) await record(STARTED);
      for (let attempt = 0; ; attempt += 1) {
        const connection = new StepConnection(raw, done, record);
        try {
          await migration.up(kyselyOn(connection));
          return;
        } catch (error) {
          const step = connection.lastStarted;
          if (!resumed || !step || attempt >= MAX_RESUMES || !ALREADY_DONE_ERRNOS.has(errnoOf(error) ?? 0)) throw error;
          // this statement took effect in the run that was killed: resume after it
          await record(step);
          done.add(step);
        }
      }
    });
  });
  await finish();
  await db.deleteFrom('plugin_migration_step').where('plugin_id', '=', pluginId).where('name', '=', name).execute();
}
