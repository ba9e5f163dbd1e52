/**
 * The services the host hands every plugin context, on each real database: the shared cache
 * (single-use take, counters, expiry), rate limits, the captcha gate, and mail over real SMTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { ApiError, type CaptchaProvider, type FastifyRequest, type Principal } from '@answer/sdk/server';
import { kernelMigrations, KERNEL_PLUGIN_ID } from '../../host/src/db/kernel-migrations';
import { runMigrations } from '../../host/src/db/migrate';
import type { HostTables } from '../../host/src/db/tables';
import { createCache, type CacheBackend } from '../../host/src/services/cache';
import { CAPTCHA_FAILED, CaptchaPolicies, createCaptchaGate } from '../../host/src/services/captcha-gate';
import { createMailService, SMTP_DEFAULTS } from '../../host/src/services/mail';
import { createRateLimiter, RATE_LIMITED } from '../../host/src/services/rate-limit';
import { ALL_DATABASES, freshDatabase, tempDataDir, type FreshDatabase } from './harness';
import { startMailbox } from './mailbox';
import { openTestDatabase } from './test-database';

const request = (ip: string, principal: Principal | null = null) => ({ ip, principal }) as unknown as FastifyRequest;

async function thrown(work: Promise<unknown>): Promise<ApiError> {
  try {
    await work;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

for (const kind of ALL_DATABASES) {
  describe(`host services on ${kind}`, () => {
    let database: FreshDatabase;
    let db: Kysely<HostTables>;
    let backend: CacheBackend;

    beforeAll(async () => {
      database = await freshDatabase(kind);
      db = openTestDatabase<HostTables>(database.body, tempDataDir());
      await runMigrations(db as Kysely<unknown>, [{ pluginId: KERNEL_PLUGIN_ID, dependsOn: [], migrations: kernelMigrations }]);
      backend = { db: () => db, dialect: () => kind };
    });
    afterAll(async () => {
      await db.destroy();
      await database.drop();
    });

    it('keeps values per namespace until they expire', async () => {
      const mine = createCache(backend, 'mine');
      const theirs = createCache(backend, 'theirs');
      await mine.set('greeting', { text: 'hello' }, 60);
      expect(await mine.get('greeting')).toEqual({ text: 'hello' });
      expect(await theirs.get('greeting')).toBeNull();
      await mine.set('greeting', { text: 'again' }, 60);
      expect(await mine.get('greeting')).toEqual({ text: 'again' });
      await db.updateTable('kv_cache').set({ expires_at: 1 }).where('cache_key', '=', 'mine:greeting').execute();
      expect(await mine.get('greeting')).toBeNull();
      expect(await mine.take('greeting')).toBeNull();
    });

    it('writes a value over an expired one and over concurrent writers of the same key', async () => {
      const cache = createCache(backend, 'overwrite');
      await cache.set('state', 'old', 60);
      await db.updateTable('kv_cache').set({ expires_at: 1 }).where('cache_key', '=', 'overwrite:state').execute();
      await cache.set('state', 'new', 60);
      expect(await cache.get('state')).toBe('new');
      await Promise.all(['a', 'b', 'c', 'd'].map((value) => cache.set('raced', value, 60)));
      expect(['a', 'b', 'c', 'd']).toContain(await cache.get('raced'));
      const rows = await db.selectFrom('kv_cache').select('cache_key').where('cache_key', '=', 'overwrite:raced').execute();
      expect(rows).toHaveLength(1);
    });

    it('keeps the last note of a tally with its count, and starts both over after the window', async () => {
      const cache = createCache(backend, 'tallies');
      expect(await cache.tallied('asks')).toEqual({ count: 0, note: null });
      expect(await cache.tally('asks', 60, 1000)).toBe(1);
      expect(await cache.tally('asks', 60, 2000)).toBe(2);
      expect(await cache.tallied('asks')).toEqual({ count: 2, note: 2000 });
      await db.updateTable('kv_cache').set({ expires_at: 1 }).where('cache_key', '=', 'tallies:asks').execute();
      expect(await cache.tallied('asks')).toEqual({ count: 0, note: null });
      expect(await cache.tally('asks', 60, 3000)).toBe(1);
      expect(await cache.tallied('asks')).toEqual({ count: 1, note: 3000 });
      // a plain increment keeps the note of the window
      expect(await cache.increment('asks', 60)).toBe(2);
      expect(await cache.tallied('asks')).toEqual({ count: 2, note: 3000 });
    });

    it('hands a value to exactly one of several concurrent takers', async () => {
      const cache = createCache(backend, 'codes');
      await cache.set('one-time', 'secret', 60);
      const results = await Promise.all(Array.from({ length: 6 }, () => cache.take<string>('one-time')));
      expect(results.filter((value) => value === 'secret')).toHaveLength(1);
      expect(await cache.get('one-time')).toBeNull();
    });

    it('counts hits and starts over once the window ran out', async () => {
      const cache = createCache(backend, 'counters');
      expect(await cache.count('hits')).toBe(0);
      expect(await cache.increment('hits', 60)).toBe(1);
      expect(await cache.increment('hits', 60)).toBe(2);
      expect(await cache.count('hits')).toBe(2);
      await db.updateTable('kv_cache').set({ expires_at: 1 }).where('cache_key', '=', 'counters:hits').execute();
      expect(await cache.count('hits')).toBe(0);
      expect(await cache.increment('hits', 60)).toBe(1);
      // started over with a window of its own, not left expired
      expect(await cache.count('hits')).toBe(1);
      expect(await cache.increment('hits', 60)).toBe(2);
      await cache.delete('hits');
      expect(await cache.count('hits')).toBe(0);
    });

    it('counts a batch of keys in one write, in the order named, alongside concurrent batches and single hits', async () => {
      const cache = createCache(backend, 'batches');
      expect(await cache.incrementMany([], 60)).toEqual([]);
      await cache.increment('seen', 60);
      expect(await cache.incrementMany(['zeta', 'seen', 'alpha', 'zeta'], 60)).toEqual([1, 2, 1, 2]);
      // overlapping batches and single hits from other writers: every hit counted once, none lost
      const [left, right, single] = await Promise.all([
        cache.incrementMany(['p', 'q', 'r'], 60),
        cache.incrementMany(['r', 'q', 'p'], 60),
        cache.increment('q', 60),
      ]);
      const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
      expect(sorted([left[0], right[2]])).toEqual([1, 2]);
      expect(sorted([left[2], right[0]])).toEqual([1, 2]);
      expect(sorted([left[1], right[1], single])).toEqual([1, 2, 3]);
      expect(await Promise.all(['p', 'q', 'r'].map((key) => cache.count(key)))).toEqual([2, 3, 2]);
      // an expired key starts over within a batch
      await db.updateTable('kv_cache').set({ expires_at: 1 }).where('cache_key', '=', 'batches:alpha').execute();
      expect(await cache.incrementMany(['alpha'], 60)).toEqual([1]);
    });

    it('counts every one of many concurrent hits exactly once', async () => {
      const cache = createCache(backend, 'concurrent');
      const counts = await Promise.all(Array.from({ length: 12 }, () => cache.increment('burst', 60)));
      expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
      expect(await cache.count('burst')).toBe(12);
    });

    it('refuses the hit after the limit with a toast error and Retry-After', async () => {
      const limiter = createRateLimiter(createCache(backend, 'limits'));
      const rule = { max: 3, windowSeconds: 600 };
      for (let i = 0; i < 3; i += 1) await limiter.hit(request('10.0.0.1'), 'login', ['ip:10.0.0.1', 'account:a@example.com'], rule);
      const error = await thrown(limiter.hit(request('10.0.0.1'), 'login', ['ip:10.0.0.1', 'account:a@example.com'], rule));
      expect(error.status).toBe(400);
      expect(error.reason).toBe(RATE_LIMITED);
      expect(error.data).toEqual({ err_type: 'toast' });
      expect(Number(error.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(error.headers['retry-after'])).toBeLessThanOrEqual(600);
      // another address is refused too while the account is over its limit
      await expect(limiter.hit(request('10.0.0.2'), 'login', ['ip:10.0.0.2', 'account:A@example.com'], rule)).rejects.toBeInstanceOf(ApiError);
      // and an unrelated caller is not
      await limiter.hit(request('10.0.0.3'), 'login', ['ip:10.0.0.3', 'account:b@example.com'], rule);
    });

    describe('captcha gate', () => {
      const answers = new Map<string, string>();
      let serving = true;
      const provider: CaptchaProvider = {
        async create() {
          const id = `c${answers.size + 1}`;
          answers.set(id, 'ABCD');
          return { captcha_id: id, captcha_img: 'data:image/png;base64,' };
        },
        async verify(id, code) {
          const answer = answers.get(id);
          answers.delete(id);
          return answer !== undefined && answer === code.toUpperCase();
        },
      };
      const gate = () =>
        createCaptchaGate(policies, { cache: createCache(backend, 'kernel'), provider: () => (serving ? provider : null), clientIp: (r) => r.ip });
      const policies = new CaptchaPolicies();
      policies.define('login', { threshold: 2, windowSeconds: 1800 });
      policies.define('find_pass', { always: true });

      it('asks only after the threshold, and only until reset', async () => {
        const visitor = request('192.0.2.10');
        expect((await gate().status(visitor, 'login')).verify).toBe(false);
        await gate().record(visitor, 'login');
        expect((await gate().status(visitor, 'login')).verify).toBe(false);
        await gate().record(visitor, 'login');
        const status = await gate().status(visitor, 'login');
        expect(status).toMatchObject({ verify: true, captcha_img: expect.stringMatching(/^data:image\/png/) });
        await gate().reset(visitor, 'login');
        expect((await gate().status(visitor, 'login')).verify).toBe(false);
      });

      it('asks whoever acts again within the minimum interval, and not once it passed', async () => {
        policies.define('post', { threshold: 5, windowSeconds: 3600, minIntervalSeconds: 5 });
        const member = request('192.0.2.13', { userId: '8', roleId: 1, status: 'normal', mailStatus: 1, rank: 1, token: 't' });
        expect((await gate().status(member, 'post')).verify).toBe(false);
        await gate().record(member, 'post');
        expect((await gate().status(member, 'post')).verify).toBe(true);
        // as if the member had waited six seconds since
        await db.updateTable('kv_cache').set({ value: JSON.stringify(Date.now() - 6000) }).where('cache_key', '=', 'kernel:captcha:post:user:8').execute();
        expect((await gate().status(member, 'post')).verify).toBe(false);
        for (let index = 2; index <= 5; index += 1) await gate().record(member, 'post');
        await db.updateTable('kv_cache').set({ value: JSON.stringify(Date.now() - 6000) }).where('cache_key', '=', 'kernel:captcha:post:user:8').execute();
        // five in the hour: asked for the threshold, though the interval passed
        expect((await gate().status(member, 'post')).verify).toBe(true);
      });

      it('accepts a right answer once and marks captcha_code otherwise', async () => {
        const visitor = request('192.0.2.11');
        const { captcha_id } = await gate().status(visitor, 'find_pass');
        await gate().check(visitor, 'find_pass', { captcha_id, captcha_code: 'abcd' });
        const reused = await thrown(gate().check(visitor, 'find_pass', { captcha_id, captcha_code: 'abcd' }));
        expect(reused.data).toEqual([{ error_field: 'captcha_code', error_msg: CAPTCHA_FAILED }]);
        await expect(gate().check(visitor, 'find_pass', {})).rejects.toBeInstanceOf(ApiError);
      });

      it('never asks staff, unknown actions, or when no captcha plugin serves', async () => {
        const moderator = request('192.0.2.12', { userId: '7', roleId: 3, status: 'normal', mailStatus: 1, rank: 1, token: 't' });
        expect((await gate().status(moderator, 'find_pass')).verify).toBe(false);
        await gate().check(moderator, 'find_pass', {});
        expect((await gate().status(request('192.0.2.12'), 'unknown_action')).verify).toBe(false);
        serving = false;
        try {
          expect((await gate().status(request('192.0.2.12'), 'find_pass')).verify).toBe(false);
          await gate().check(request('192.0.2.12'), 'find_pass', {});
        } finally {
          serving = true;
        }
      });
    });
  });
}

describe('mail service', () => {
  it('sends through the configured server with the sender name, subject and both parts', async () => {
    const mailbox = await startMailbox();
    try {
      const settings = { ...SMTP_DEFAULTS, smtp_host: '127.0.0.1', smtp_port: mailbox.port, from_email: 'site@example.com', from_name: 'My Site' };
      const mail = createMailService(async () => settings);
      expect(await mail.configured()).toBe(true);
      await mail.send({ to: 'reader@example.com', subject: 'Welcome — 欢迎', html: '<p>Open <a href="https://example.com/x?code=a=b">this link</a> &amp; go.</p>' });
      const received = await mailbox.next('reader@example.com');
      expect(received.subject).toBe('Welcome — 欢迎');
      expect(received.raw).toMatch(/From: "?My Site"? <site@example.com>/);
      expect(received.html).toContain('href="https://example.com/x?code=a=b"');
      expect(received.text).toContain('this link (https://example.com/x?code=a=b) & go.');
    } finally {
      await mailbox.close();
    }
  });

  it('says when no server is configured and fails to send', async () => {
    const mail = createMailService(async () => SMTP_DEFAULTS);
    expect(await mail.configured()).toBe(false);
    await expect(mail.send({ to: 'a@example.com', subject: 's', html: 'h' })).rejects.toThrow(/No mail server/);
  });

  it('rejects with the transport error when the server cannot be reached', async () => {
    const mailbox = await startMailbox();
    const port = mailbox.port;
    await mailbox.close();
    const mail = createMailService(async () => ({ ...SMTP_DEFAULTS, smtp_host: '127.0.0.1', smtp_port: port, from_email: 'site@example.com' }));
    await expect(mail.send({ to: 'a@example.com', subject: 's', html: 'h' })).rejects.toThrow();
  });
});
