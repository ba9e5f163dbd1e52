/** Row shapes of this plugin's own table, the durable queue of chat posts. */
import type { Generated, Kysely, Transaction } from 'kysely';
import type { ServerContext } from '@answer/sdk/server';

type Seconds = number | string;

/** Where a delivery stands: waiting for its (next) try, being posted, done, or given up. */
export type DeliveryStatus = 'pending' | 'sending' | 'delivered' | 'failed';

/** What a delivery tells of: the member's kinds, the site-wide new-question notice, a test. */
export type DeliveryKind = 'answers' | 'comments' | 'mentions' | 'invites' | 'new_question' | 'test';

export interface DeliveryTable {
  id: Generated<number | string>;
  /** The member it belongs to; '0' for the site-wide notices the admin set up. */
  user_id: string;
  kind: DeliveryKind;
  /** Answer's notification type it carries ('' for a test). */
  notification_type: string;
  /** The question's title, for the member's list. */
  title: string;
  /** The webhook address posted to. */
  target: string;
  /** The JSON body posted. */
  payload: string;
  status: DeliveryStatus;
  /** Tries made so far. */
  attempts: number | string;
  /** Unix seconds of the next try (pending rows). */
  next_attempt_at: Seconds;
  /** Who claimed the row for posting, '' when nobody; a result is written only with the same token. */
  claim_token: string;
  /** A claim older than this (Unix seconds) was abandoned (a process stopped mid-post): claimable again. */
  claimed_until: Seconds;
  /** Why the last try failed: an error code ('' when none), with its detail. */
  last_error: string;
  last_error_detail: string;
  created_at: Seconds;
  updated_at: Seconds;
  delivered_at: Seconds;
}

export interface ChatTables {
  notifier_chat_delivery: DeliveryTable;
}

export type ChatDb = Kysely<ChatTables> | Transaction<ChatTables>;

export const chatDb = (ctx: ServerContext): Kysely<ChatTables> => ctx.database<ChatTables>();
export const chatTrx = (trx: Transaction<unknown>): Transaction<ChatTables> => trx as unknown as Transaction<ChatTables>;

export const toNumber = (value: number | string | bigint | null | undefined): number => (value === null || value === undefined ? 0 : Number(value));
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
