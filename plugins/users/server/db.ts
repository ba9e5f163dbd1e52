/** This plugin's typed view of the site database, and the value conversions its reads need. */
import type { Kysely } from 'kysely';
import type { ServerContext } from '@answer/sdk/server';
import type { UsersTables } from './tables';

export type UsersDb = Kysely<UsersTables>;

export const usersDb = (ctx: ServerContext): UsersDb => ctx.database<UsersTables>();

/** BIGINT and COUNT values come back as strings on PostgreSQL and MySQL. */
export const toNumber = (value: number | string | bigint | boolean | null | undefined): number => (value === null || value === undefined ? 0 : Number(value));

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
