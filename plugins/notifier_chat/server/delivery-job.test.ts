import { describe, expect, it } from 'vitest';
import { backoffSeconds, outcomeOf } from './delivery-job';

describe('retries', () => {
  it('waits twice as long after each failed try, at most an hour', () => {
    expect([1, 2, 3, 4, 5].map(backoffSeconds)).toEqual([30, 60, 120, 240, 480]);
    expect(backoffSeconds(12)).toBe(3600);
  });

  it('tries again after a failure worth retrying until the tries run out', () => {
    const serverError = { ok: false, retry: true, error: 'http_status', detail: '500' } as const;
    expect(outcomeOf(serverError, 0, 3, 1000)).toEqual({ status: 'pending', nextAttemptAt: 1030, error: 'http_status', detail: '500' });
    expect(outcomeOf(serverError, 1, 3, 1000)).toEqual({ status: 'pending', nextAttemptAt: 1060, error: 'http_status', detail: '500' });
    expect(outcomeOf(serverError, 2, 3, 1000)).toEqual({ status: 'failed', error: 'http_status', detail: '500' });
  });

  it('gives up at once on a refusal, and settles a success', () => {
    expect(outcomeOf({ ok: false, retry: false, error: 'http_status', detail: '404' }, 0, 5, 1000).status).toBe('failed');
    expect(outcomeOf({ ok: false, retry: false, error: 'blocked', detail: 'private' }, 0, 5, 1000).status).toBe('failed');
    expect(outcomeOf({ ok: true }, 3, 5, 1000)).toEqual({ status: 'delivered' });
  });
});
