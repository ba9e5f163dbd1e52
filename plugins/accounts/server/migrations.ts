/**
 * Tables of users, roles and sessions. Times are Unix seconds in BIGINT columns (0 = never), so
 * the same values and comparisons work on SQLite, PostgreSQL and MySQL. TEXT columns carry no
 * default because MySQL refuses one: inserts always name them.
 */
import type { Kysely, Migration } from 'kysely';
import { dialectOf, withAutoId } from '@answer/sdk/server';

const USER_TIMES = ['created_at', 'updated_at', 'suspended_at', 'suspended_until', 'deleted_at', 'last_login_date'];

export const migrations: Record<string, Migration> = {
  '0001_users_roles_sessions': {
    async up(db: Kysely<unknown>) {
      const dialect = dialectOf(db);

      let user = withAutoId(db.schema.createTable('user'), dialect);
      for (const column of USER_TIMES) user = user.addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0));
      await user
        .addColumn('username', 'varchar(50)', (c) => c.notNull().unique())
        .addColumn('pass', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('e_mail', 'varchar(500)', (c) => c.notNull().unique())
        .addColumn('mail_status', 'integer', (c) => c.notNull().defaultTo(2))
        .addColumn('notice_status', 'integer', (c) => c.notNull().defaultTo(2))
        .addColumn('follow_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('answer_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('question_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('authority_group', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('display_name', 'varchar(30)', (c) => c.notNull().defaultTo(''))
        .addColumn('avatar', 'varchar(1024)', (c) => c.notNull().defaultTo(''))
        .addColumn('mobile', 'varchar(20)', (c) => c.notNull().defaultTo(''))
        .addColumn('bio', 'text', (c) => c.notNull())
        .addColumn('bio_html', 'text', (c) => c.notNull())
        .addColumn('website', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('location', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('language', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('color_scheme', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.createIndex('user_status_idx').on('user').column('status').execute();

      await db.schema
        .createTable('role')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('description', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();

      await withAutoId(db.schema.createTable('user_role_rel'), dialect)
        .addColumn('user_id', 'bigint', (c) => c.notNull().unique())
        .addColumn('role_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();

      await withAutoId(db.schema.createTable('user_session'), dialect)
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('user_id', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('expires_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('revoked', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('user_session_user_idx').on('user_session').column('user_id').execute();
    },
  },
  '0002_settings': {
    async up(db: Kysely<unknown>) {
      const dialect = dialectOf(db);

      await withAutoId(db.schema.createTable('user_notification_config'), dialect)
        .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('user_id', 'bigint', (c) => c.notNull())
        .addColumn('source', 'varchar(100)', (c) => c.notNull())
        .addColumn('channels', 'text', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('user_notification_config_user_source_idx').on('user_notification_config').columns(['user_id', 'source']).unique().execute();
      // "who wants every new question" is asked by source
      await db.schema.createIndex('user_notification_config_source_idx').on('user_notification_config').columns(['source', 'enabled']).execute();

      await withAutoId(db.schema.createTable('user_external_login'), dialect)
        .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('user_id', 'bigint', (c) => c.notNull())
        .addColumn('provider', 'varchar(100)', (c) => c.notNull())
        .addColumn('external_id', 'varchar(128)', (c) => c.notNull())
        .addColumn('meta_info', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('user_external_login_provider_idx').on('user_external_login').columns(['provider', 'external_id']).unique().execute();
      await db.schema.createIndex('user_external_login_user_idx').on('user_external_login').column('user_id').execute();
    },
  },
};
