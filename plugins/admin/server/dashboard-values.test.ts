import { describe, expect, it } from 'vitest';
import { chartWindow, dailyChart, dayLabel, fillDays, formatSize, percentOf, sumCounts, utcOffsetOf } from './dashboard-values';

describe('dashboard values', () => {
  it('prints sizes as Answer does, two decimals and a binary unit', () => {
    expect(formatSize(0)).toBe('0.00 B');
    expect(formatSize(1023)).toBe('1023.00 B');
    expect(formatSize(1536)).toBe('1.50 KB');
    expect(formatSize(5 * 1024 * 1024)).toBe('5.00 MB');
    expect(formatSize(null)).toBe('');
  });

  it('gives rates in percent with two decimals, 0.00 without questions', () => {
    expect(percentOf(0, 0)).toBe('0.00');
    expect(percentOf(1, 3)).toBe('33.33');
    expect(percentOf(2, 2)).toBe('100.00');
  });

  it('adds up the counts of every plugin and treats a missing count as 0', () => {
    const totals = sumCounts([{ question_count: 3, report_count: 1 }, { answer_count: 5 }, { report_count: 2 }]);
    expect(totals).toEqual({ question_count: 3, resolved_count: 0, unanswered_count: 0, answer_count: 5, comment_count: 0, vote_count: 0, user_count: 0, report_count: 3 });
  });

  it('knows how far a time zone is from UTC, and falls back to UTC for an unknown one', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    const summer = new Date('2026-07-15T12:00:00Z');
    expect(utcOffsetOf('UTC', winter)).toBe(0);
    expect(utcOffsetOf('Asia/Shanghai', winter)).toBe(8 * 3600);
    expect(utcOffsetOf('Asia/Kolkata', winter)).toBe(5.5 * 3600);
    expect(utcOffsetOf('America/New_York', winter)).toBe(-5 * 3600);
    expect(utcOffsetOf('America/New_York', summer)).toBe(-4 * 3600);
    expect(utcOffsetOf('Not/A_Zone', winter)).toBe(0);
  });

  it('ends the window today in the site’s zone and starts it at that zone’s midnight', () => {
    // 2026-11-26 20:00 UTC is already the 27th in Shanghai
    const now = Date.UTC(2026, 10, 26, 20) / 1000;
    const utc = chartWindow(now, 0);
    expect(dayLabel(utc.firstDay + utc.days - 1)).toBe('2026-11-26');
    expect(utc.since).toBe(Date.UTC(2026, 9, 28) / 1000);
    const shanghai = chartWindow(now, 8 * 3600);
    expect(dayLabel(shanghai.firstDay + shanghai.days - 1)).toBe('2026-11-27');
    expect(shanghai.since).toBe(Date.UTC(2026, 9, 29) / 1000 - 8 * 3600);
  });

  it('fills the days nobody counted with 0 and drops days outside the window', () => {
    const window = { firstDay: 100, days: 5 };
    expect(fillDays([], window)).toEqual([0, 0, 0, 0, 0]);
    expect(
      fillDays(
        [
          { day: 99, count: 7 },
          { day: 100, count: 1 },
          { day: 102, count: 3 },
          { day: 104, count: 2 },
          { day: 105, count: 9 },
        ],
        window,
      ),
    ).toEqual([1, 0, 3, 0, 2]);
  });

  it('labels every day and adds up answers that count the same series', () => {
    const chart = dailyChart([{ questions: [{ day: 20_000, count: 2 }] }, { questions: [{ day: 20_000, count: 1 }], members: [{ day: 20_001, count: 4 }] }], { firstDay: 20_000, days: 2 });
    expect(chart).toEqual({ days: [dayLabel(20_000), dayLabel(20_001)], questions: [3, 0], answers: [0, 0], members: [0, 4] });
    expect(dayLabel(20_000)).toBe('2024-10-04');
  });
});
