/**
 * Rows of `user_external_login`: which member an account at another service (a connector, a user
 * centre) logs in as. Every function here works inside the caller's transaction.
 */
import type { Transaction } from 'kysely';
import { nowSeconds } from './db';
import { AVATAR_TYPE } from './avatar';
import type { ExternalIdentity } from './external-identity';
import type { AccountsTables } from './tables';

type Trx = Transaction<AccountsTables>;

/** What a link stores about the external account. */
export type LinkFacts = Pick<ExternalIdentity, 'provider' | 'external_id' | 'meta'>;

export interface LinkRow {
  id: number | string;
  user_id: number | string;
  provider: string;
  external_id: string;
}

/** Beyond this the meta is cut down to the name and icon "My logins" shows. */
const MAX_META_LENGTH = 16_000;

export function metaText(meta: Record<string, unknown>): string {
  const text = JSON.stringify(meta);
  if (text.length <= MAX_META_LENGTH) return text;
  const { name, icon } = meta;
  return JSON.stringify({ name: typeof name === 'string' ? name.slice(0, 200) : '', icon: typeof icon === 'string' && icon.length < MAX_META_LENGTH / 2 ? icon : '' });
}

const links = (trx: Trx) => trx.selectFrom('user_external_login').select(['id', 'user_id', 'provider', 'external_id']);

export function findLink(trx: Trx, provider: string, externalId: string): Promise<LinkRow | undefined> {
  return links(trx).where('provider', '=', provider).where('external_id', '=', externalId).executeTakeFirst();
}

/** The member's link to `provider`, whatever the external account. */
export function findMemberLink(trx: Trx, userId: string, provider: string): Promise<LinkRow | undefined> {
  return links(trx).where('user_id', '=', userId).where('provider', '=', provider).executeTakeFirst();
}

export async function insertLink(trx: Trx, userId: string, facts: LinkFacts): Promise<void> {
  const now = nowSeconds();
  await trx
    .insertInto('user_external_login')
    .values({ created_at: now, updated_at: now, user_id: userId, provider: facts.provider, external_id: facts.external_id, meta_info: metaText(facts.meta) })
    .execute();
}

/** Keeps what the provider said last (its name and icon may have changed since). */
export async function refreshLink(trx: Trx, link: LinkRow, facts: LinkFacts): Promise<void> {
  await trx.updateTable('user_external_login').set({ meta_info: metaText(facts.meta), updated_at: nowSeconds() }).where('id', '=', String(link.id)).execute();
}

export async function deleteLink(trx: Trx, link: LinkRow): Promise<void> {
  await trx.deleteFrom('user_external_login').where('id', '=', String(link.id)).execute();
}

/** An https picture of the provider as a custom avatar (Answer stores the provider's address). */
export function externalAvatar(url: string): string {
  const value = url.trim();
  if (value.length > 512) return '';
  try {
    if (new URL(value).protocol !== 'https:') return '';
  } catch {
    return '';
  }
  return JSON.stringify({ type: AVATAR_TYPE.custom, gravatar: '', custom: value });
}
