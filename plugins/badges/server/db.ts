/** This plugin's typed view of the site database, and the value conversions its queries need. */
import type { Kysely, Transaction } from 'kysely';
import type { ServerContext } from '@answer/sdk/server';
import type { BadgesTables } from './tables';

export type BadgesDb = Kysely<BadgesTables> | Transaction<BadgesTables>;

export const badgesDb = (ctx: ServerContext): Kysely<BadgesTables> => ctx.database<BadgesTables>();

export const badgesTrx = (trx: Transaction<unknown>): Transaction<BadgesTables> => trx as unknown as Transaction<BadgesTables>;

/** Any Kysely handle (a rule's, a transaction) seen with this plugin's tables. */
export const asBadgesDb = (db: Kysely<unknown> | Transaction<unknown>): BadgesDb => db as unknown as BadgesDb;

/** COUNT and BIGINT values come back as strings on PostgreSQL and MySQL. */
export const toNumber = (value: number | string | bigint | boolean | null | undefined): number => (value === null || value === undefined ? 0 : Number(value));

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
