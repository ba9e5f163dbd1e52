/**
 * Members as posts show their authors (Answer's `UserBasicInfo`), for the `user.basic_info` query
 * the other plugins ask and for the member search: the avatar follows the site's avatar rules
 * (a member who never chose one gets the site default) and the status is the one others see.
 */
import type { Transaction } from 'kysely';
import type { ServerContext, ServerQueryHandlers, UserBasicInfo } from '@answer/sdk/server';
import type { AvatarRules } from './avatar';
import { accountsDb, accountsTrx, nowSeconds, toNumber, type AccountsDb } from './db';
import { avatarUrl, type UserRow } from './responses';
import { memberStatus } from './sessions';
import { usersSettingsIn } from './settings';
import type { AccountsTables } from './tables';

const COLUMNS = ['id', 'username', 'rank', 'display_name', 'avatar', 'e_mail', 'website', 'location', 'language', 'status', 'mail_status', 'suspended_until'] as const;

export type BasicInfoRow = Pick<UserRow, (typeof COLUMNS)[number]>;

/** Ids are plain positive integers; '0' (nobody) and stray text match no one. */
const isUserId = (id: string): boolean => /^[1-9]\d{0,18}$/.test(id);

/** Ids per `IN (...)`, well under every database's limit on bound parameters. */
const CHUNK = 500;

export function basicInfoOf(user: BasicInfoRow, rules: AvatarRules, now = nowSeconds()): UserBasicInfo {
  const status = memberStatus(user, now);
  return {
    id: String(user.id),
    username: user.username,
    rank: toNumber(user.rank),
    display_name: user.display_name,
    avatar: avatarUrl(user.avatar, user.e_mail, rules),
    website: user.website,
    location: user.location,
    language: user.language,
    status,
    suspended_until: status === 'suspended' ? toNumber(user.suspended_until) : 0,
  };
}

/** The members with these ids, by id; unknown ids are absent. */
export async function basicInfosByIds(db: AccountsDb | Transaction<AccountsTables>, userIds: readonly string[], rules: AvatarRules): Promise<Record<string, UserBasicInfo>> {
  const ids = [...new Set(userIds)].filter(isUserId);
  const found: Record<string, UserBasicInfo> = {};
  const now = nowSeconds();
  for (let start = 0; start < ids.length; start += CHUNK) {
    const rows = await db
      .selectFrom('user')
      .select(COLUMNS)
      .where('id', 'in', ids.slice(start, start + CHUNK))
      .execute();
    for (const row of rows) found[String(row.id)] = basicInfoOf(row, rules, now);
  }
  return found;
}

/** The `user.basic_info` answer, read through the asker's transaction when it passed one. */
export function userInfoQueries(ctx: ServerContext): ServerQueryHandlers {
  return {
    async 'user.basic_info'({ user_ids }, { trx }) {
      if (!user_ids.some(isUserId)) return {};
      const rules = await usersSettingsIn(ctx, trx);
      return basicInfosByIds(trx ? accountsTrx(trx) : accountsDb(ctx), user_ids, rules);
    },
  };
}
