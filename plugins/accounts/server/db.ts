import type { Kysely, Transaction } from 'kysely';
import type { ServerContext } from '@answer/sdk/server';
import type { AccountsTables } from './tables';

export type AccountsDb = Kysely<AccountsTables>;

export const accountsDb = (ctx: ServerContext): AccountsDb => ctx.database<AccountsTables>();

/** The install transaction, typed with this plugin's tables. */
export const accountsTrx = (trx: Transaction<unknown>): Transaction<AccountsTables> => trx as unknown as Transaction<AccountsTables>;

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** BIGINT columns read back as strings on PostgreSQL. */
export const toNumber = (value: number | string | null | undefined): number => (value === null || value === undefined ? 0 : Number(value));
