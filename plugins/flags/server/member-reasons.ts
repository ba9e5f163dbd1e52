/**
 * The reasons a member can be flagged for (`user.flag.reasons`), which Answer does not have. The
 * reasons themselves are the site's flag reasons (rows of the questions plugin's seed), so
 * `GET /reasons?object_type=user&action=flag` lists them with their usual ids. The row goes in by a
 * migration, so sites installed before get it too; a row already there (maybe changed) stays.
 */
import type { Kysely } from 'kysely';

/** Above Answer's config ids (1-131 as of 2.0), so an upgrade of Answer's seeds never meets it. */
export const USER_FLAG_REASONS_ID = 1001;
export const USER_FLAG_REASONS_KEY = 'user.flag.reasons';
export const USER_FLAG_REASONS = ['reason.spam', 'reason.rude_or_abusive', 'reason.something'] as const;

interface ConfigTables {
  config: { id: number; key: string; value: string };
}

export async function addUserFlagReasons(database: Kysely<unknown>): Promise<void> {
  const db = database as Kysely<ConfigTables>;
  const present = await db.selectFrom('config').select('id').where((eb) => eb.or([eb('key', '=', USER_FLAG_REASONS_KEY), eb('id', '=', USER_FLAG_REASONS_ID)])).executeTakeFirst();
  if (present) return;
  await db.insertInto('config').values({ id: USER_FLAG_REASONS_ID, key: USER_FLAG_REASONS_KEY, value: JSON.stringify(USER_FLAG_REASONS) }).execute();
}
