/**
 * Row shapes this plugin uses. It owns Answer's `report`; `question` (questions plugin), `answer`
 * (answers plugin) and `comment` (comments plugin), `tag` and `tag_rel` (tags plugin) are read by
 * name with the minimal shape relied on here, to know a flagged post's author, question and state;
 * `user` (accounts plugin) for when a flagged member joined, and the host's `config` for the reasons.
 */
import type { Kysely, Transaction } from 'kysely';
import type { PostReadTables, ServerContext } from '@answer/sdk/server';

/** `report.status` (Answer's entity). */
export const REPORT_STATUS = { pending: 1, completed: 2, ignored: 3, deleted: 10 } as const;
/** `question.status` / `answer.status` / `comment.status` values that matter here. */
export const POST_STATUS = { available: 1, closed: 2, deleted: 10, pending: 11 } as const;

type Seconds = number | string;

export interface ReportTable {
  /** Answer id of object type 8 */
  id: string;
  created_at: Seconds;
  updated_at: Seconds;
  user_id: string;
  object_id: string;
  reported_user_id: string;
  object_type: number;
  /** the reason's config id */
  report_type: number;
  content: string;
  flagged_type: number;
  flagged_content: string | null;
  status: number;
}

export interface UserView {
  id: number | string;
  created_at: Seconds;
}

/** The host's `config` rows: reasons and their lists, by key, each with Answer's config id. */
export interface ConfigView {
  id: number | string;
  key: string;
  value: string;
}

export interface FlagsTables extends PostReadTables {
  report: ReportTable;
  user: UserView;
  config: ConfigView;
}

export type FlagsDb = Kysely<FlagsTables> | Transaction<FlagsTables>;

export const flagsDb = (ctx: ServerContext): Kysely<FlagsTables> => ctx.database<FlagsTables>();

export const flagsTrx = (trx: Transaction<unknown>): Transaction<FlagsTables> => trx as unknown as Transaction<FlagsTables>;

/** COUNT and BIGINT values come back as strings on PostgreSQL and MySQL. */
export const numberOf = (value: number | string | bigint | boolean | null | undefined): number => (value === null || value === undefined ? 0 : Number(value));

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
