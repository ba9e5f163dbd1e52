import type { FastifyRequest } from 'fastify';
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

  it('forgets only the changed member, now and again when the write request ends', async () => {
    const cache = new PrincipalCache(60_000);
    const other: Principal = { ...member(1), userId: '8', token: 'u' };
    await cache.read('t', async () => member(1));
    await cache.read('t2', async () => ({ ...member(1), token: 't2' }));
    await cache.read('u', async () => other);
    const request = {} as FastifyRequest;
    cache.changed('7', request);
    expect(cache.peek('t')).toBeUndefined();
    expect(cache.peek('t2')).toBeUndefined();
    expect(cache.peek('u')?.userId).toBe('8');
    // a read before the change committed keeps the old standing: the request's end forgets it
    await cache.read('t', async () => member(1));
    expect(cache.peek('t')?.rank).toBe(1);
    cache.afterWrite(request);
    expect(cache.peek('t')).toBeUndefined();
    expect(cache.peek('u')?.userId).toBe('8');
    cache.afterWrite({} as FastifyRequest);
    expect(cache.peek('u')?.userId).toBe('8');
  });

  it('does not keep a principal read while a member changed', async () => {
    const cache = new PrincipalCache(60_000);
    let finish = (_principal: Principal | null) => {};
    const pending = cache.read('t', () => new Promise((resolve) => (finish = resolve)));
    cache.changed('7');
    finish(member(1));
    expect((await pending)?.rank).toBe(1);
    expect(cache.peek('t')).toBeUndefined();
  });
});
