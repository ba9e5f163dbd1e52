/** Row shapes this plugin uses: it owns Answer's `review`. */
import type { Generated, Kysely, Transaction } from 'kysely';
import type { PostReadTables, ServerContext } from '@answer/sdk/server';

/** `review.status` */
export const REVIEW_STATUS = { pending: 1, approved: 2, rejected: 3 } as const;

/** `status` of questions, answers and comments that matter here. */
export const POST_STATUS = { available: 1, deleted: 10, pending: 11 } as const;

export type PostKind = 'question' | 'answer' | 'comment';

type Seconds = number | string;

export interface ReviewTable {
  id: Generated<number | string>;
  created_at: Seconds;
  updated_at: Seconds;
  user_id: string;
  object_id: string;
  object_type: number;
  reviewer_user_id: string;
  /** the reviewer plugin that queued the post */
  submitter: string;
  reason: string;
  status: number;
}

export interface ReviewTables extends PostReadTables {
  review: ReviewTable;
}

export type ReviewDb = Kysely<ReviewTables> | Transaction<ReviewTables>;

export const reviewDb = (ctx: ServerContext): Kysely<ReviewTables> => ctx.database<ReviewTables>();

export const reviewTrx = (trx: Transaction<unknown>): Transaction<ReviewTables> => trx as unknown as Transaction<ReviewTables>;

export const numberOf = (value: number | string | bigint | null | undefined): number => (value === null || value === undefined ? 0 : Number(value));

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
