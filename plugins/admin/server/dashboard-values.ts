/**
 * The dashboard's arithmetic, apart from any I/O: sizes as Answer prints them, rates, the days the
 * chart covers in the site's time zone, and series with every day present.
 */
import { DAILY_SERIES_NAMES, DASHBOARD_COUNT_NAMES, type DailyCount, type DailySeries, type DailySeriesName, type DashboardCounts } from '@answer/sdk/server';

const SECONDS_PER_DAY = 86_400;
/** The chart's span. */
export const CHART_DAYS = 30;

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** `12.50 KB`: two decimals and a binary unit, as Answer's dashboard prints sizes; '' when unknown. */
export function formatSize(bytes: number | null): string {
  if (bytes === null || !Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(2)} ${SIZE_UNITS[unit]}`;
}

/** `part` of `whole` in percent with two decimals (`"0.00"` for no questions), as Answer sends rates. */
export function percentOf(part: number, whole: number): string {
  return whole === 0 ? '0.00' : ((part / whole) * 100).toFixed(2);
}

export type DashboardTotals = Required<DashboardCounts>;

/** Every plugin's counts added up; a count nobody answered is 0. */
export function sumCounts(answers: readonly DashboardCounts[]): DashboardTotals {
  const totals = Object.fromEntries(DASHBOARD_COUNT_NAMES.map((name) => [name, 0])) as DashboardTotals;
  for (const answer of answers) {
    for (const name of DASHBOARD_COUNT_NAMES) {
      const value = answer[name];
      if (typeof value === 'number' && Number.isFinite(value)) totals[name] += value;
    }
  }
  return totals;
}

/**
 * Seconds `timeZone` is ahead of UTC at `at` (negative west of Greenwich); 0 for a zone the
 * runtime does not know. The whole chart uses the offset of now: across a daylight-saving change
 * the older days' edges are an hour off, which a 30-day chart of counts can bear.
 */
export function utcOffsetOf(timeZone: string, at: Date): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone: timeZone || 'UTC',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }).formatToParts(at);
  } catch {
    return 0;
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const wallClock = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((wallClock - Math.floor(at.getTime() / 1000) * 1000) / 1000);
}

export interface ChartWindow {
  /** Day number (days since 1970-01-01 in the site's zone) of the first day shown. */
  firstDay: number;
  days: number;
  /** Unix seconds the first day starts at. */
  since: number;
  utcOffset: number;
}

/** The last `days` days up to and including today in a zone `utcOffset` seconds ahead of UTC. */
export function chartWindow(nowSeconds: number, utcOffset: number, days = CHART_DAYS): ChartWindow {
  const today = Math.floor((nowSeconds + utcOffset) / SECONDS_PER_DAY);
  const firstDay = today - days + 1;
  return { firstDay, days, since: firstDay * SECONDS_PER_DAY - utcOffset, utcOffset };
}

/** `2026-11-26` for a day number. */
export function dayLabel(day: number): string {
  return new Date(day * SECONDS_PER_DAY * 1000).toISOString().slice(0, 10);
}

/** One count a day for each day of the window, in order: days nobody counted are 0, days outside it dropped. */
export function fillDays(counts: readonly DailyCount[], window: Pick<ChartWindow, 'firstDay' | 'days'>): number[] {
  const filled = new Array<number>(window.days).fill(0);
  for (const { day, count } of counts) {
    const index = day - window.firstDay;
    if (Number.isInteger(index) && index >= 0 && index < window.days && Number.isFinite(count)) filled[index] += count;
  }
  return filled;
}

/** The chart's data: the days' labels and each series filled, several answers for one series added up. */
export interface DailyChart {
  days: string[];
  questions: number[];
  answers: number[];
  members: number[];
}

export function dailyChart(answers: readonly DailySeries[], window: Pick<ChartWindow, 'firstDay' | 'days'>): DailyChart {
  const merged = new Map<DailySeriesName, DailyCount[]>(DAILY_SERIES_NAMES.map((name) => [name, []]));
  for (const answer of answers) for (const name of DAILY_SERIES_NAMES) merged.get(name)?.push(...(answer[name] ?? []));
  return {
    days: Array.from({ length: window.days }, (_, index) => dayLabel(window.firstDay + index)),
    questions: fillDays(merged.get('questions') ?? [], window),
    answers: fillDays(merged.get('answers') ?? [], window),
    members: fillDays(merged.get('members') ?? [], window),
  };
}
