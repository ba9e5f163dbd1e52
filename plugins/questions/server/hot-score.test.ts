import { describe, expect, it } from 'vitest';
import { hotScore } from './hot-score';

const HOUR = 3600;
const NOW = 1_700_000_000;
const base = { views: 1, answers: 0, votes: 0, answerVotes: 0, createdAt: NOW, updatedAt: NOW };

describe('hot score', () => {
  it('follows Answer formula, stored as ceil(score * 10000)', () => {
    // 10 hours old, updated 4 hours ago: (ln(100)*4 + 2*5/5 + 3) / ((10+1) - (10-4)/2)^1.5
    const input = { views: 100, answers: 2, votes: 5, answerVotes: 3, createdAt: NOW - 10 * HOUR, updatedAt: NOW - 4 * HOUR };
    const expected = (Math.log(100) * 4 + 2 + 3) / Math.pow(11 - 3, 1.5);
    expect(hotScore(input, NOW)).toBe(Math.ceil(expected * 10000));
  });

  it('is 0 for a question nobody looked at and never negative', () => {
    expect(hotScore(base, NOW)).toBe(0);
    expect(hotScore({ ...base, answers: 1, votes: -50 }, NOW)).toBe(0);
  });

  it('cools with age and warms with recent activity', () => {
    const fresh = hotScore({ ...base, views: 50, createdAt: NOW - HOUR, updatedAt: NOW - HOUR }, NOW);
    const old = hotScore({ ...base, views: 50, createdAt: NOW - 48 * HOUR, updatedAt: NOW - 48 * HOUR }, NOW);
    const oldButActive = hotScore({ ...base, views: 50, createdAt: NOW - 48 * HOUR, updatedAt: NOW - HOUR }, NOW);
    expect(fresh).toBeGreaterThan(oldButActive);
    expect(oldButActive).toBeGreaterThan(old);
    expect(hotScore({ ...base, views: 50, votes: 10, answers: 3 }, NOW)).toBeGreaterThan(hotScore({ ...base, views: 50 }, NOW));
  });
});
