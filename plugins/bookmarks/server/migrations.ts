/**
 * Answer's `collection` (one row per member and bookmarked post, id of object type 6) and
 * `collection_group` (a member's named lists; a default one made on first use). Unique pairs make
 * repeated bookmarks and concurrent first uses no-ops.
 */
import type { Kysely, Migration } from 'kysely';
import { dialectOf, withAutoId } from '@answer/sdk/server';

export const migrations: Record<string, Migration> = {
  '0001_collections': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('collection')
        .addColumn('id', 'varchar(20)', (c) => c.primaryKey())
        .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('user_id', 'varchar(20)', (c) => c.notNull())
        .addColumn('object_id', 'varchar(20)', (c) => c.notNull())
        .addColumn('object_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('user_collection_group_id', 'varchar(20)', (c) => c.notNull().defaultTo('0'))
        .addUniqueConstraint('collection_user_object_unique', ['user_id', 'object_id'])
        .execute();
      // bookmark counts of a post, and a member's list newest first
      await db.schema.createIndex('collection_object_idx').on('collection').column('object_id').execute();
      await db.schema.createIndex('collection_user_idx').on('collection').columns(['user_id', 'created_at']).execute();

      await withAutoId(db.schema.createTable('collection_group'), dialectOf(db))
        .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('user_id', 'varchar(20)', (c) => c.notNull())
        .addColumn('name', 'varchar(50)', (c) => c.notNull())
        .addColumn('default_group', 'integer', (c) => c.notNull().defaultTo(2))
        .addUniqueConstraint('collection_group_user_name_unique', ['user_id', 'name'])
        .execute();
    },
  },
};
