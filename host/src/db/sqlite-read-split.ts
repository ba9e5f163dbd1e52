/**
 * SQLite with a second connection for reads. Kysely's SQLite driver has one connection behind a
 * mutex, and a transaction holds it across every `await` of its handlers: under writes, each read
 * of every other request queued behind whole write transactions (members' pages waited seconds in
 * a mixed load). In WAL mode a reader never waits on the writer, so plain SELECTs outside a
 * transaction go to a connection of their own and see the last committed state; everything else
 * (transactions, writes, DDL, raw SQL) keeps the one writer connection and its mutex.
 */
import { SelectQueryNode, SqliteDialect, SqliteDriver } from 'kysely';
import type { CompiledQuery, DatabaseConnection, Driver, QueryCompiler, QueryResult, SqliteDatabase, TransactionSettings } from 'kysely';

/** One use of the database by Kysely: bound to the writer at its first statement that is not a plain read. */
class RoutedConnection implements DatabaseConnection {
  private writerConnection: DatabaseConnection | null = null;

  constructor(
    private readonly writer: Driver,
    private readonly reader: Driver,
  ) {}

  async bound(): Promise<DatabaseConnection> {
    this.writerConnection ??= await this.writer.acquireConnection();
    return this.writerConnection;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    if (this.writerConnection || !SelectQueryNode.is(compiledQuery.query)) return (await this.bound()).executeQuery<R>(compiledQuery);
    const connection = await this.reader.acquireConnection();
    try {
      return await connection.executeQuery<R>(compiledQuery);
    } finally {
      await this.reader.releaseConnection(connection);
    }
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    if (this.writerConnection || !SelectQueryNode.is(compiledQuery.query)) {
      yield* (await this.bound()).streamQuery<R>(compiledQuery, chunkSize);
      return;
    }
    const connection = await this.reader.acquireConnection();
    try {
      yield* connection.streamQuery<R>(compiledQuery, chunkSize);
    } finally {
      await this.reader.releaseConnection(connection);
    }
  }

  async release(): Promise<void> {
    const connection = this.writerConnection;
    this.writerConnection = null;
    if (connection) await this.writer.releaseConnection(connection);
  }
}

const routed = (connection: DatabaseConnection): RoutedConnection => connection as RoutedConnection;

class ReadSplitDriver implements Driver {
  constructor(
    private readonly writer: Driver,
    private readonly reader: Driver,
  ) {}

  async init(): Promise<void> {
    await this.writer.init();
    await this.reader.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this.writer, this.reader);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await this.writer.beginTransaction(await routed(connection).bound(), settings);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.writer.commitTransaction(await routed(connection).bound());
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.writer.rollbackTransaction(await routed(connection).bound());
  }

  async savepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    await this.writer.savepoint?.(await routed(connection).bound(), name, compileQuery);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    await this.writer.rollbackToSavepoint?.(await routed(connection).bound(), name, compileQuery);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    await this.writer.releaseSavepoint?.(await routed(connection).bound(), name, compileQuery);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await routed(connection).release();
  }

  async destroy(): Promise<void> {
    await this.reader.destroy();
    await this.writer.destroy();
  }
}

/** Kysely's SQLite dialect over a writer and a reader connection to the same WAL-mode file. */
export class ReadSplitSqliteDialect extends SqliteDialect {
  constructor(
    private readonly writer: SqliteDatabase,
    private readonly reader: SqliteDatabase,
  ) {
    super({ database: writer });
  }

  override createDriver(): Driver {
    return new ReadSplitDriver(new SqliteDriver({ database: this.writer }), new SqliteDriver({ database: this.reader }));
  }
}
