/** This plugin's typed view of the site database. */
import type { Kysely, Transaction } from 'kysely';
import type { ServerContext } from '@answer/sdk/server';
import type { NotificationsTables } from './tables';

export type NotificationsDb = Kysely<NotificationsTables> | Transaction<NotificationsTables>;

export const notificationsDb = (ctx: ServerContext): Kysely<NotificationsTables> => ctx.database<NotificationsTables>();

export const notificationsTrx = (trx: Transaction<unknown>): Transaction<NotificationsTables> => trx as unknown as Transaction<NotificationsTables>;

/** COUNT and BIGINT values come back as strings on PostgreSQL and MySQL. */
export const toNumber = (value: number | string | bigint | null | undefined): number => (value === null || value === undefined ? 0 : Number(value));

export const currentSeconds = (): number => Math.floor(Date.now() / 1000);
