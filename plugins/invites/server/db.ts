/** This plugin's typed view of the site database. */
import type { Kysely, Transaction } from 'kysely';
import type { ServerContext } from '@answer/sdk/server';
import type { InvitesTables } from './tables';

export type InvitesDb = Kysely<InvitesTables> | Transaction<InvitesTables>;

export const invitesDb = (ctx: ServerContext): Kysely<InvitesTables> => ctx.database<InvitesTables>();

export const invitesTrx = (trx: Transaction<unknown>): Transaction<InvitesTables> => trx as unknown as Transaction<InvitesTables>;

/** BIGINT values come back as strings on PostgreSQL and MySQL. */
export const asInt = (value: number | string | null | undefined): number => (value === null || value === undefined ? 0 : Number(value));
