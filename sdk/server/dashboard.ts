/**
 * What plugins answer the admin dashboard with (`admin.dashboard_counts`, `admin.daily_counts`),
 * the one piece of SQL every answer of the daily counts needs, spelled per database, and the two
 * counts every answer makes (`countRows`, `dailyCountsSince`).
 */
import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Dialect } from './context';

/** Totals of the admin dashboard; see the `admin.dashboard_counts` query. */
export interface DashboardCounts {
  /** Questions listed and neither deleted nor pending, as Answer counts them. */
  question_count?: number;
  /** Of those, the ones with an accepted answer. */
  resolved_count?: number;
  /** Of those, the ones without answers. */
  unanswered_count?: number;
  /** Answers neither deleted nor pending. */
  answer_count?: number;
  comment_count?: number;
  /** Votes on questions and answers. */
  vote_count?: number;
  /** Accounts not deleted (suspended ones included). */
  user_count?: number;
  /** Items waiting for a moderator: flags, queued posts, suggested edits. */
  report_count?: number;
}

export const DASHBOARD_COUNT_NAMES = [
  'question_count',
  'resolved_count',
  'unanswered_count',
  'answer_count',
  'comment_count',
  'vote_count',
  'user_count',
  'report_count',
] as const satisfies readonly (keyof DashboardCounts)[];

/** The days the chart covers; see the `admin.daily_counts` query. */
export interface DailyWindow {
  /** Unix seconds: the start of the first day, in the site's time zone. */
  since: number;
  /** Seconds the site's time zone is ahead of UTC, as of now. */
  utc_offset: number;
}

/** The series of the dashboard's chart. */
export type DailySeriesName = 'questions' | 'answers' | 'members';

export const DAILY_SERIES_NAMES = ['questions', 'answers', 'members'] as const satisfies readonly DailySeriesName[];

/** One day's count; `day` as `dayNumberSql` numbers it. */
export interface DailyCount {
  day: number;
  count: number;
}

export type DailySeries = Partial<Record<DailySeriesName, DailyCount[]>>;

const SECONDS_PER_DAY = 86_400;

/**
 * The day a Unix-seconds column falls on, as a whole number of days since 1970-01-01 in a zone
 * `utcOffset` seconds ahead of UTC: select it and group by it. The offset is written into the SQL
 * (not bound), so the grouped expression is the selected one on PostgreSQL; it is an integer.
 */
export function dayNumberSql(dialect: Dialect, column: string, utcOffset: number): RawBuilder<number> {
  const offset = sql.lit(Math.trunc(utcOffset));
  // MySQL's `/` divides into decimals; the others divide integers into integers
  if (dialect === 'mysql') return sql<number>`((${sql.ref(column)} + ${offset}) DIV ${sql.lit(SECONDS_PER_DAY)})`;
  return sql<number>`((${sql.ref(column)} + ${offset}) / ${sql.lit(SECONDS_PER_DAY)})`;
}

/** Day numbers of rows read back (COUNT and division results come as strings from some drivers). */
export function dailyCountsOf(rows: readonly { day: unknown; count: unknown }[]): DailyCount[] {
  return rows.map((row) => ({ day: Number(row.day), count: Number(row.count) }));
}

/** How many rows `query` selects (its own selections are left out), as a number whatever the driver returns. */
export async function countRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const row = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    // the row's type is lost to the generic tables; it is this one
    .$castTo<{ count: number | string }>()
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * New rows per day of `query` from `window.since` on, by the Unix-seconds `column`: what a plugin
 * answers `admin.daily_counts` with for one series.
 */
export async function dailyCountsSince<DB, TB extends keyof DB, O>(dialect: Dialect, query: SelectQueryBuilder<DB, TB, O>, column: string, window: DailyWindow): Promise<DailyCount[]> {
  const day = dayNumberSql(dialect, column, window.utc_offset);
  const rows = await query
    .clearSelect()
    .where(sql<boolean>`${sql.ref(column)} >= ${window.since}`)
    .select((eb) => [day.as('day'), eb.fn.countAll<number | string>().as('count')])
    .groupBy(day)
    .$castTo<{ day: number | string; count: number | string }>()
    .execute();
  return dailyCountsOf(rows);
}
