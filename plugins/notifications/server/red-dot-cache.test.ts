import { describe, expect, it } from 'vitest';
import type { RedDot } from './page';
import { RedDotCache } from './red-dot-cache';

const dot = (inbox: number): RedDot => ({ inbox, achievement: 0, revision: 0, can_revision: false, badge_award: null });

describe('RedDotCache', () => {
  it("answers a member's polls from memory within the maximum age, each member apart", async () => {
    let now = 0;
    const cache = new RedDotCache(2000, () => now);
    let reads = 0;
    const load = (inbox: number) => async () => {
      reads++;
      return dot(inbox);
    };
    expect((await cache.read('1', load(3))).inbox).toBe(3);
    expect((await cache.read('2', load(5))).inbox).toBe(5);
    now = 1999;
    expect((await cache.read('1', load(4))).inbox).toBe(3);
    expect(reads).toBe(2);
    now = 2000;
    expect((await cache.read('1', load(4))).inbox).toBe(4);
  });

  it("reads a member's counts again once their notifications changed, and only theirs", async () => {
    const cache = new RedDotCache(60_000);
    await cache.read('1', async () => dot(1));
    await cache.read('2', async () => dot(7));
    cache.forget(['1']);
    expect((await cache.read('1', async () => dot(2))).inbox).toBe(2);
    expect((await cache.read('2', async () => dot(8))).inbox).toBe(7);
  });

  it('does not keep counts read while the member got a notification', async () => {
    const cache = new RedDotCache(60_000);
    let finish = (_value: RedDot) => {};
    const stale = cache.read('1', () => new Promise<RedDot>((resolve) => (finish = resolve)));
    cache.forget(['1']);
    finish(dot(0));
    expect((await stale).inbox).toBe(0);
    expect((await cache.read('1', async () => dot(1))).inbox).toBe(1);
  });
});
