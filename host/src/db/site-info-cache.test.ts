import { describe, expect, it } from 'vitest';
import { SiteInfoCache } from './site-info-cache';

function clock(start = 1_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('SiteInfoCache', () => {
  it('serves a settings row from memory until it is older than the maximum age', async () => {
    const time = clock();
    const cache = new SiteInfoCache(500, time.now);
    let reads = 0;
    let stored = '{"login_required":false}';
    const load = async () => {
      reads++;
      return stored;
    };
    expect(await cache.read('login', load)).toBe('{"login_required":false}');
    stored = '{"login_required":true}';
    time.advance(499);
    expect(await cache.read('login', load)).toBe('{"login_required":false}');
    expect(reads).toBe(1);
    time.advance(1);
    expect(await cache.read('login', load)).toBe('{"login_required":true}');
    expect(reads).toBe(2);
  });

  it('peeks at a fresh row without waiting, and tells a stale or unread one apart from a missing one', async () => {
    const time = clock();
    const cache = new SiteInfoCache(500, time.now);
    expect(cache.peek('login')).toBeUndefined();
    await cache.read('login', async () => null);
    expect(cache.peek('login')).toBeNull();
    await cache.read('write', async () => '{"restrict_answer":true}');
    expect(cache.peek('write')).toBe('{"restrict_answer":true}');
    time.advance(500);
    expect(cache.peek('write')).toBeUndefined();
  });

  it('reads again at once after a write', async () => {
    const cache = new SiteInfoCache(60_000);
    let stored: string | null = null;
    const load = async () => stored;
    expect(await cache.read('smtp', load)).toBeNull();
    stored = '{"smtp_host":"mail.example.com"}';
    cache.forget();
    expect(await cache.read('smtp', load)).toBe('{"smtp_host":"mail.example.com"}');
  });

  it('asks the database once for simultaneous misses of one row', async () => {
    const cache = new SiteInfoCache(60_000);
    let reads = 0;
    const load = async () => {
      reads++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return '{}';
    };
    await Promise.all([cache.read('write', load), cache.read('write', load), cache.read('write', load)]);
    expect(reads).toBe(1);
  });

  it('does not keep what was read while a write happened', async () => {
    const cache = new SiteInfoCache(60_000);
    let release = () => {};
    const slowOldRead = cache.read('login', () => new Promise<string>((resolve) => (release = () => resolve('old'))));
    cache.forget();
    release();
    expect(await slowOldRead).toBe('old');
    expect(await cache.read('login', async () => 'new')).toBe('new');
  });
});
