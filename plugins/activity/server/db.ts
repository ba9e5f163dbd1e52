/** This plugin's typed view of the site database, and the value conversions its queries need. */
import type { Kysely, Transaction } from 'kysely';
import type { ServerContext } from '@answer/sdk/server';
import type { ActivityTables } from './tables';

/** The database or a transaction on it. */
export type ActivityDb = Kysely<ActivityTables> | Transaction<ActivityTables>;

export const activityDb = (ctx: ServerContext): Kysely<ActivityTables> => ctx.database<ActivityTables>();

/** An emitter's transaction, typed with this plugin's tables. */
export const activityTrx = (trx: Transaction<unknown>): Transaction<ActivityTables> => trx as unknown as Transaction<ActivityTables>;

export const currentSeconds = (): number => Math.floor(Date.now() / 1000);

/** BIGINT and SUM values come back as strings on PostgreSQL and MySQL. */
export const asNumber = (value: number | string | bigint | null | undefined): number => (value === null || value === undefined ? 0 : Number(value));
