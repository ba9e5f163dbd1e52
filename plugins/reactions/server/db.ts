/** This plugin's typed view of the site database, and the value conversions its queries need. */
import type { Kysely, Transaction } from 'kysely';
import type { ServerContext } from '@answer/sdk/server';
import type { ReactionsTables } from './tables';

export const reactionsDb = (ctx: ServerContext): Kysely<ReactionsTables> => ctx.database<ReactionsTables>();

export const reactionsTrx = (trx: Transaction<unknown>): Transaction<ReactionsTables> => trx as unknown as Transaction<ReactionsTables>;

export const currentSeconds = (): number => Math.floor(Date.now() / 1000);

/** BIGINT values come back as strings on PostgreSQL and MySQL. */
export const asNumber = (value: number | string | bigint | null | undefined): number => (value === null || value === undefined ? 0 : Number(value));
