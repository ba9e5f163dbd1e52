/**
 * The `reaction` table: one row per post, member and emoji; the primary key makes a repeated
 * reaction a no-op on every database and serves the lookups by post. Times are Unix seconds.
 */
import type { Kysely, Migration } from 'kysely';

export const migrations: Record<string, Migration> = {
  '0001_reactions': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('reaction')
        .addColumn('object_id', 'varchar(20)', (c) => c.notNull())
        .addColumn('user_id', 'varchar(20)', (c) => c.notNull())
        .addColumn('emoji', 'varchar(20)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('reaction_pk', ['object_id', 'user_id', 'emoji'])
        .execute();
    },
  },
};
