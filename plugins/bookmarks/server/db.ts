/** This plugin's typed view of the site database. */
import type { Kysely, Transaction } from 'kysely';
import type { ServerContext } from '@answer/sdk/server';
import type { BookmarksTables } from './tables';

export type BookmarksDb = Kysely<BookmarksTables> | Transaction<BookmarksTables>;

export const bookmarksDb = (ctx: ServerContext): Kysely<BookmarksTables> => ctx.database<BookmarksTables>();

export const bookmarksTrx = (trx: Transaction<unknown>): Transaction<BookmarksTables> => trx as unknown as Transaction<BookmarksTables>;

/** COUNT and BIGINT values come back as strings on PostgreSQL and MySQL. */
export const numberOf = (value: number | string | bigint | boolean | null | undefined): number => (value === null || value === undefined ? 0 : Number(value));

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
