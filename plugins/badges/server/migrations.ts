/**
 * Answer's `badge_group`, `badge` and `badge_award` (Answer's columns), plus what makes awarding
 * safe under concurrency: `badge.rule_key` names the definition a row was seeded from (unique, so
 * two host processes seeding at once make one row), and `badge_award.award_slot` with user and
 * badge is unique (the award key for a multi badge, '0' for a single one), so an award can never
 * be made twice, whichever transactions race. `badge_backfill` keeps the progress of awarding a
 * freshly activated badge to those who already qualify. The rows themselves are seeded from the
 * definitions at run time (`seed.ts`), the built-in ones included.
 */
import type { Kysely, Migration } from 'kysely';
import { dialectOf, longTextType, withAutoId } from '@answer/sdk/server';

export const migrations: Record<string, Migration> = {
  '0001_badges': {
    async up(db: Kysely<unknown>) {
      const dialect = dialectOf(db);
      await withAutoId(db.schema.createTable('badge_group'), dialect)
        .addColumn('name', 'varchar(256)', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('badge_group_name_unique', ['name'])
        .execute();

      await db.schema
        .createTable('badge')
        .addColumn('id', 'varchar(20)', (c) => c.primaryKey())
        .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('name', 'varchar(256)', (c) => c.notNull().defaultTo(''))
        .addColumn('icon', 'varchar(1024)', (c) => c.notNull().defaultTo(''))
        .addColumn('award_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('description', longTextType(dialect), (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('badge_group_id', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('level', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('single', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('collect', 'varchar(128)', (c) => c.notNull().defaultTo(''))
        .addColumn('handler', 'varchar(128)', (c) => c.notNull().defaultTo(''))
        .addColumn('param', 'text', (c) => c.notNull())
        .addColumn('rule_key', 'varchar(191)', (c) => c.notNull())
        .addUniqueConstraint('badge_rule_key_unique', ['rule_key'])
        .execute();

      await db.schema
        .createTable('badge_award')
        .addColumn('id', 'varchar(20)', (c) => c.primaryKey())
        .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('user_id', 'varchar(20)', (c) => c.notNull())
        .addColumn('badge_id', 'varchar(20)', (c) => c.notNull())
        .addColumn('award_key', 'varchar(64)', (c) => c.notNull())
        .addColumn('badge_group_id', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('is_badge_deleted', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('award_slot', 'varchar(64)', (c) => c.notNull())
        .addUniqueConstraint('badge_award_once', ['user_id', 'badge_id', 'award_slot'])
        .execute();
      // a badge's awards newest first (the badge's page)
      await db.schema.createIndex('badge_award_badge_idx').on('badge_award').columns(['badge_id', 'created_at']).execute();

      await db.schema
        .createTable('badge_backfill')
        .addColumn('badge_id', 'varchar(20)', (c) => c.primaryKey())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('cursor', 'varchar(191)', (c) => c.notNull().defaultTo(''))
        .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('lease_owner', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('lease_until', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
};
