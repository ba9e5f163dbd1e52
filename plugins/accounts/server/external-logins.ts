/**
 * "My logins": accounts at external providers (connector plugins) bound to a user, from
 * `user_external_login`, in the shape of Answer's `GET /connector/user/info`.
 */
import { ApiError } from '@answer/sdk/server';
import { accountsTrx, type AccountsDb } from './db';
import type { ServerContext } from '@answer/sdk/server';

/** One entry of `GET /connector/user/info`. */
export interface ExternalLoginEntry {
  name: string;
  /** A data URL or address of the provider's icon ('' when the provider gave none). */
  icon: string;
  /** Where to go to bind this provider ('' for one already bound). */
  link: string;
  binding: boolean;
  external_id: string;
}

interface MetaInfo {
  name?: unknown;
  icon?: unknown;
}

function metaOf(text: string): MetaInfo {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as MetaInfo) : {};
  } catch {
    return {};
  }
}

export async function listExternalLogins(db: AccountsDb, userId: string): Promise<ExternalLoginEntry[]> {
  const rows = await db
    .selectFrom('user_external_login')
    .select(['provider', 'external_id', 'meta_info'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const meta = metaOf(row.meta_info);
    return {
      name: typeof meta.name === 'string' && meta.name ? meta.name : row.provider,
      icon: typeof meta.icon === 'string' ? meta.icon : '',
      link: '',
      binding: true,
      external_id: row.external_id,
    };
  });
}

/**
 * Removes one bound login of `userId`. Refused when it is the account's only way in: no password
 * and no other bound login.
 */
export async function unbindExternalLogin(ctx: ServerContext, userId: string, externalId: string): Promise<void> {
  await ctx.transaction(async (transaction) => {
    const trx = accountsTrx(transaction);
    const logins = await trx.selectFrom('user_external_login').select(['id', 'external_id']).where('user_id', '=', userId).execute();
    const target = logins.find((login) => login.external_id === externalId);
    if (!target) throw new ApiError(400, 'error.external_login.not_found', { err_type: 'toast' });
    const user = await trx.selectFrom('user').select('pass').where('id', '=', userId).executeTakeFirst();
    if (!user?.pass && logins.length <= 1) throw new ApiError(400, 'error.external_login.last_login_method', { err_type: 'toast' });
    await trx.deleteFrom('user_external_login').where('id', '=', target.id).execute();
  });
}
