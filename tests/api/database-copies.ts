/**
 * Copies of an installed PostgreSQL or MariaDB database, for the installed-site templates
 * (site-templates.ts): each copy is a new database holding the same tables and rows.
 */
import type { RowDataPacket } from 'mysql2/promise';
import { createMysqlDatabase, serverDatabase, uniqueDatabaseName, withMysql, withPostgres, type FreshDatabase } from './databases';

/**
 * Makes the installed database `name` a template: `CREATE DATABASE … TEMPLATE` refuses a source
 * that has open connections, so from now on nobody may connect to it (the host that installed it
 * has stopped).
 */
export async function sealPostgresTemplate(name: string): Promise<void> {
  await withPostgres(async (client) => {
    await client.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS false`);
  });
}

/** A new PostgreSQL database copied from the sealed template `template` (a file-level copy: fast). */
export async function copyPostgresDatabase(template: string): Promise<FreshDatabase> {
  const name = uniqueDatabaseName();
  await withPostgres(async (client) => {
    await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  });
  return serverDatabase('postgres', name);
}

/** Connections a MariaDB copy runs its tables over. */
const COPY_CONNECTIONS = 3;

/**
 * A new MariaDB database copied from `template` table by table. MariaDB has no template
 * databases; `SHOW CREATE TABLE` keeps every column, index, character set and the next
 * AUTO_INCREMENT value, which `CREATE TABLE … LIKE` would not all keep. The schema has no views,
 * triggers, foreign keys or generated columns, so tables and rows are the whole database.
 */
export async function copyMysqlDatabase(template: string): Promise<FreshDatabase> {
  const name = uniqueDatabaseName();
  const copy = serverDatabase('mysql', name);
  try {
    const tables = await withMysql(async (connection) => {
      await createMysqlDatabase(connection, name);
      const [rows] = await connection.query<RowDataPacket[]>(
        "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE'",
        [template],
      );
      return (rows as { name: string }[]).map((row) => row.name);
    });
    // each table is a DDL statement and a commit of its own: a few connections at once take a
    // fraction of the time one takes
    const shares = Array.from({ length: COPY_CONNECTIONS }, (_, share) => tables.filter((_table, i) => i % COPY_CONNECTIONS === share));
    await Promise.all(
      shares.map((share) =>
        withMysql(async (connection) => {
          // the statements SHOW CREATE TABLE prints name the table alone: they create it in the copy
          await connection.query(`USE \`${name}\``);
          for (const table of share) {
            const [created] = await connection.query<RowDataPacket[]>(`SHOW CREATE TABLE \`${template}\`.\`${table}\``);
            await connection.query(String(created[0]?.['Create Table']));
            await connection.query(`INSERT INTO \`${table}\` SELECT * FROM \`${template}\`.\`${table}\``);
          }
        }),
      ),
    );
  } catch (error) {
    await copy.drop().catch(() => undefined);
    throw error;
  }
  return copy;
}
