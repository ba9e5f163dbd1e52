/** This plugin's typed view of the site database, and the value conversions its queries need. */
import type { Kysely, Transaction } from 'kysely';
import type { ServerContext } from '@answer/sdk/server';
import type { CommentsTables } from './tables';

/** The database or a transaction on it. */
export type CommentsDb = Kysely<CommentsTables> | Transaction<CommentsTables>;

export const commentsDb = (ctx: ServerContext): Kysely<CommentsTables> => ctx.database<CommentsTables>();

/** A transaction from `ctx.transaction` or an event delivery, typed with this plugin's tables. */
export const commentsTrx = (trx: Transaction<unknown>): Transaction<CommentsTables> => trx as unknown as Transaction<CommentsTables>;

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** BIGINT and COUNT values come back as strings on PostgreSQL and MySQL. */
export const num = (value: number | string | bigint | null | undefined): number => (value === null || value === undefined ? 0 : Number(value));
