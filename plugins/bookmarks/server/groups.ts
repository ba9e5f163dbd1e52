/** A member's bookmark lists: the default one is made on first use, once even under a race. */
import { fieldError } from '@answer/sdk/server';
import type { Dialect } from '@answer/sdk/server';
import type { Transaction } from 'kysely';
import { numberOf, nowSeconds } from './db';
import { DEFAULT_GROUP, DEFAULT_GROUP_NAME, type BookmarksTables } from './tables';

type Trx = Transaction<BookmarksTables>;

async function defaultGroup(dialect: Dialect, trx: Trx, userId: string): Promise<string> {
  const now = nowSeconds();
  const insert = trx.insertInto('collection_group').values({ created_at: now, updated_at: now, user_id: userId, name: DEFAULT_GROUP_NAME, default_group: DEFAULT_GROUP.yes });
  // the unique (member, name) pair turns a second creation into nothing
  if (dialect === 'mysql') await insert.orIgnore().execute();
  else await insert.onConflict((conflict) => conflict.columns(['user_id', 'name']).doNothing()).execute();
  const row = await trx.selectFrom('collection_group').select('id').where('user_id', '=', userId).where('name', '=', DEFAULT_GROUP_NAME).executeTakeFirstOrThrow();
  return String(row.id);
}

/** The group a bookmark goes to: '0' or '' is the default list; another id must be one of the caller's. */
export async function groupFor(dialect: Dialect, trx: Trx, userId: string, groupId: string): Promise<string> {
  if (groupId === '' || groupId === '0') return defaultGroup(dialect, trx, userId);
  const own = /^\d{1,19}$/.test(groupId)
    ? await trx.selectFrom('collection_group').select('id').where('id', '=', groupId).where('user_id', '=', userId).executeTakeFirst()
    : undefined;
  if (!own) throw fieldError('group_id', 'error.collection.group_not_found');
  return String(numberOf(own.id));
}
