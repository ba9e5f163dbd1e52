/** This plugin's typed view of the site database, and the value conversions every query needs. */
import type { Kysely, Transaction } from 'kysely';
import type { ServerContext } from '@answer/sdk/server';
import type { TagsTables } from './tables';

/** The database or a transaction on it: reads and writes that may run inside either. */
export type TagsDb = Kysely<TagsTables> | Transaction<TagsTables>;

export const tagsDb = (ctx: ServerContext): Kysely<TagsTables> => ctx.database<TagsTables>();

/** A transaction from `ctx.transaction`, typed with this plugin's tables. */
export const tagsTrx = (trx: Transaction<unknown>): Transaction<TagsTables> => trx as unknown as Transaction<TagsTables>;

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** BIGINT and COUNT columns read back as strings on PostgreSQL and MySQL. */
export const toNumber = (value: number | string | bigint | null | undefined): number => (value === null || value === undefined ? 0 : Number(value));
