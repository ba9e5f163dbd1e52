import { describe, expect, it } from 'vitest';
import { anyRunning, isRunning, percentDone } from './progress';

describe('backfill progress', () => {
  it('runs until every award is handed out', () => {
    expect(isRunning(null)).toBe(false);
    expect(isRunning(undefined)).toBe(false);
    expect(isRunning({ done: 0, total: 0 })).toBe(false);
    expect(isRunning({ done: 3, total: 10 })).toBe(true);
    expect(isRunning({ done: 10, total: 10 })).toBe(false);
    expect(anyRunning([{ progress: null }, { progress: { done: 1, total: 2 } }])).toBe(true);
    expect(anyRunning([{}, { progress: { done: 2, total: 2 } }])).toBe(false);
  });

  it('shows whole per cents from 0 to 100', () => {
    expect(percentDone({ done: 1, total: 3 })).toBe(33);
    expect(percentDone({ done: 5, total: 3 })).toBe(100);
    expect(percentDone({ done: 0, total: 0 })).toBe(100);
  });
});
