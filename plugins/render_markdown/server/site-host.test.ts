import { describe, expect, it } from 'vitest';
import { SiteHost } from './site-host';

/** A site URL reader whose answers the test hands out one by one, on a clock the test moves. */
function fixture() {
  let clock = 1_000;
  const reads: { resolve: (url: string) => void; reject: (error: Error) => void }[] = [];
  const siteHost = new SiteHost(() => new Promise<string>((resolve, reject) => reads.push({ resolve, reject })), {
    refreshMs: 60_000,
    retryMs: 5_000,
    now: () => clock,
  });
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return {
    siteHost,
    reads,
    settle,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('site host for rendering', () => {
  it('answers null until the site URL was read, then its host, without waiting', async () => {
    const { siteHost, reads, settle } = fixture();
    expect(siteHost.current()).toBeNull();
    expect(siteHost.current()).toBeNull();
    // one read for both calls
    expect(reads).toHaveLength(1);
    reads[0].resolve('https://answer.example.org/base');
    await settle();
    expect(siteHost.current()).toBe('answer.example.org');
    expect(reads).toHaveLength(1);
  });

  it('reads again once the refresh interval passed, keeping the old host meanwhile', async () => {
    const { siteHost, reads, settle, advance } = fixture();
    siteHost.current();
    reads[0].resolve('https://old.example.org');
    await settle();
    advance(59_999);
    expect(siteHost.current()).toBe('old.example.org');
    expect(reads).toHaveLength(1);
    advance(1);
    expect(siteHost.current()).toBe('old.example.org');
    expect(reads).toHaveLength(2);
    reads[1].resolve('https://new.example.org');
    await settle();
    expect(siteHost.current()).toBe('new.example.org');
  });

  it('keeps the last host after a failed read and tries again after the retry delay', async () => {
    const { siteHost, reads, settle, advance } = fixture();
    siteHost.current();
    reads[0].reject(new Error('not installed'));
    await settle();
    expect(siteHost.current()).toBeNull();
    expect(reads).toHaveLength(1);
    advance(5_000);
    siteHost.current();
    reads[1].resolve('https://answer.example.org');
    await settle();
    expect(siteHost.current()).toBe('answer.example.org');
  });

  it('lets a caller that can wait have a fresh host, trying at once while none was read yet', async () => {
    const { siteHost, reads, settle, advance } = fixture();
    siteHost.current();
    reads[0].reject(new Error('not installed'));
    await settle();
    // within the retry delay: rendering waits, a caller that can wait reads now
    const fresh = siteHost.fresh();
    expect(reads).toHaveLength(2);
    reads[1].resolve('http://127.0.0.1:3000');
    await expect(fresh).resolves.toBe('127.0.0.1:3000');
    // once known, it waits only when a read is due
    await siteHost.fresh();
    expect(reads).toHaveLength(2);
    advance(60_000);
    const due = siteHost.fresh();
    expect(reads).toHaveLength(3);
    reads[2].resolve('http://127.0.0.1:4000');
    await expect(due).resolves.toBe('127.0.0.1:4000');
  });
});
