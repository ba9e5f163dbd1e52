/**
 * The sitemap's `user` source: the profile of every member a guest sees as active (not deleted,
 * not suspended, the email address verified), oldest first. Answer 1.7.1 lists no profiles in its
 * sitemap; they are listed here because profiles are pages of their own worth finding.
 */
import type { ServerContext, SitemapEntry, SitemapSource } from '@answer/sdk/server';
import { toNumber, usersDb } from '../db';
import { USERS_SCOPE } from '../routes';
import { MAIL_STATUS, USER_STATUS } from '../tables';
import { profilePath } from './profile-page';

export function userSitemap(ctx: ServerContext): SitemapSource {
  const active = () => usersDb(ctx).selectFrom('user').where('status', '=', USER_STATUS.available).where('mail_status', '=', MAIL_STATUS.verified);
  return {
    name: 'user',
    // member writes (sign-up, activation, suspension, deletion, profile edits) drop every kept
    // response, the host's default, and with them the sitemap's files
    scopes: [USERS_SCOPE],
    async count(): Promise<number> {
      const row = await active()
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirst();
      return toNumber(row?.n);
    },
    async list(offset: number, limit: number): Promise<SitemapEntry[]> {
      const rows = await active().select(['username', 'updated_at']).orderBy('id').limit(limit).offset(offset).execute();
      return rows.map((row) => ({ path: profilePath(row.username), lastModified: toNumber(row.updated_at) }));
    },
  };
}
