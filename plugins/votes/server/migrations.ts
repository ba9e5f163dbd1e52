/**
 * The `vote` table: one row per member and post, so a repeated or concurrent vote cannot count
 * twice (the primary key refuses a second row on every database). Times are Unix seconds.
 */
import type { Kysely, Migration } from 'kysely';

export const migrations: Record<string, Migration> = {
  '0001_votes': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('vote')
        .addColumn('user_id', 'varchar(20)', (c) => c.notNull())
        .addColumn('object_id', 'varchar(20)', (c) => c.notNull())
        .addColumn('object_type', 'varchar(20)', (c) => c.notNull())
        .addColumn('vote', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('vote_pk', ['user_id', 'object_id'])
        .execute();
      // counting a post's up and down votes
      await db.schema.createIndex('vote_object_idx').on('vote').columns(['object_id', 'vote']).execute();
    },
  },
};
