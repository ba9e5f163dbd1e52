import { describe, expect, it } from 'vitest';
import { appliedDelta, cancelDelta, flooredLoss, localDayBounds, readKeyList, readLimit } from './rank-rules';

const gain = { currentRank: 50, earnedToday: 0, dailyLimit: 200, excluded: false };

describe('reputation rules', () => {
  it('lets gains through until today’s net earnings reach the limit, then zeroes them', () => {
    expect(appliedDelta({ ...gain, delta: 10, earnedToday: 190 })).toBe(10);
    expect(appliedDelta({ ...gain, delta: 10, earnedToday: 199 })).toBe(10);
    expect(appliedDelta({ ...gain, delta: 10, earnedToday: 200 })).toBe(0);
    expect(appliedDelta({ ...gain, delta: 15, earnedToday: 500, excluded: true })).toBe(15);
  });

  it('stops losses at rank 1 and never raises a rank already below it', () => {
    expect(appliedDelta({ ...gain, delta: -2, currentRank: 10 })).toBe(-2);
    expect(appliedDelta({ ...gain, delta: -2, currentRank: 2 })).toBe(-1);
    expect(appliedDelta({ ...gain, delta: -2, currentRank: 1 })).toBe(0);
    expect(flooredLoss(-5, 0)).toBe(0);
    // losses ignore the daily limit
    expect(appliedDelta({ ...gain, delta: -2, earnedToday: 900 })).toBe(-2);
  });

  it('cancels by applying the opposite, floored', () => {
    expect(cancelDelta(10, 30)).toBe(-10);
    expect(cancelDelta(10, 5)).toBe(-4);
    expect(cancelDelta(-2, 1)).toBe(2);
    expect(cancelDelta(0, 7)).toBe(0);
  });

  it('bounds the server’s local day', () => {
    const noon = Math.floor(new Date(2024, 4, 17, 12, 30).getTime() / 1000);
    const { start, end } = localDayBounds(noon);
    expect(new Date(start * 1000)).toEqual(new Date(2024, 4, 17));
    expect(new Date(end * 1000)).toEqual(new Date(2024, 4, 18));
  });

  it('reads stored config values', () => {
    expect(readLimit('150', 200)).toBe(150);
    expect(readLimit(120, 200)).toBe(120);
    expect(readLimit('lots', 200)).toBe(200);
    expect(readKeyList('["answer.accepted"]')).toEqual(['answer.accepted']);
    expect(readKeyList(['a.b', 3])).toEqual(['a.b']);
    expect(readKeyList('not json')).toEqual([]);
  });
});
