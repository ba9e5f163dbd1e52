/** This plugin's typed view of the site database. */
import type { Kysely, Transaction } from 'kysely';
import type { ServerContext } from '@answer/sdk/server';
import type { FollowsTables } from './tables';

export type FollowsDb = Kysely<FollowsTables> | Transaction<FollowsTables>;

export const followsDb = (ctx: ServerContext): Kysely<FollowsTables> => ctx.database<FollowsTables>();

export const followsTrx = (trx: Transaction<unknown>): Transaction<FollowsTables> => trx as unknown as Transaction<FollowsTables>;

/** COUNT and BIGINT values come back as strings on PostgreSQL and MySQL. */
export const toNumber = (value: number | string | bigint | boolean | null | undefined): number => (value === null || value === undefined ? 0 : Number(value));
