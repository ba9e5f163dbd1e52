/** This plugin's typed view of the site database, and the value conversions its queries need. */
import type { Kysely, Transaction } from 'kysely';
import type { ServerContext } from '@answer/sdk/server';
import type { VotesTables } from './tables';

/** The database or a transaction on it. */
export type VotesDb = Kysely<VotesTables> | Transaction<VotesTables>;

export const votesDb = (ctx: ServerContext): Kysely<VotesTables> => ctx.database<VotesTables>();

/** A transaction from `ctx.transaction`, typed with this plugin's tables. */
export const votesTrx = (trx: Transaction<unknown>): Transaction<VotesTables> => trx as unknown as Transaction<VotesTables>;

export const currentSeconds = (): number => Math.floor(Date.now() / 1000);

/** BIGINT and COUNT values come back as strings on PostgreSQL and MySQL. */
export const asNumber = (value: number | string | bigint | null | undefined): number => (value === null || value === undefined ? 0 : Number(value));
