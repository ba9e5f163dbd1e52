import type { Principal } from '@answer/sdk/server';
import { describe, expect, it } from 'vitest';
import { PrincipalCache } from './principal-cache';

const member = (rank: number): Principal => ({ userId: '7', roleId: 1, status: 'normal', mailStatus: 1, rank, token: 't' });

describe('PrincipalCache', () => {
  it('resolves a token once within the maximum age', async () => {
    let now = 0;
    const cache = new PrincipalCache(1000, () => now);
    let calls = 0;
    const resolve = async () => member(++calls);
    expect((await cache.read('t', resolve))?.rank).toBe(1);
    now = 999;
    expect((await cache.read('t', resolve))?.rank).toBe(1);
    now = 1000;
    expect((await cache.read('t', resolve))?.rank).toBe(2);
  });

  it('peeks at a fresh principal without waiting, and tells an unknown token from an unresolved one', async () => {
    let now = 0;
    const cache = new PrincipalCache(1000, () => now);
    expect(cache.peek('t')).toBeUndefined();
    await cache.read('t', async () => member(1));
    await cache.read('stranger', async () => null);
    expect(cache.peek('t')?.rank).toBe(1);
    expect(cache.peek('stranger')).toBeNull();
    now = 1000;
    expect(cache.peek('t')).toBeUndefined();
  });

  it('asks again at once after forget (a write or an ended session)', async () => {
    const cache = new PrincipalCache(60_000);
    let live = true;
    const resolve = async () => (live ? member(1) : null);
    expect(await cache.read('t', resolve)).not.toBeNull();
    live = false;
    cache.forget();
    expect(await cache.read('t', resolve)).toBeNull();
  });

  it('does not keep what was resolved while it was told to forget', async () => {
    const cache = new PrincipalCache(60_000);
    let finish = (_principal: Principal | null) => {};
    const pending = cache.read('t', () => new Promise((resolve) => (finish = resolve)));
    cache.forget();
    finish(member(1));
    expect(await pending).not.toBeNull();
    expect(await cache.read('t', async () => null)).toBeNull();
  });
});
