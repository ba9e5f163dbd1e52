import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SharedCachePolicy, SharedMemberPolicy } from '@answer/sdk/server';
import { describe, expect, it } from 'vitest';
import { SharedResponseCache, type SharedEntry } from './shared-cache';
import { SharedMembers, type GuestRead } from './shared-members';

const URL_PATH = '/answer/api/v1/question/info?id=1';
const KEY = `en_US\n${URL_PATH}`;
const BODY = Buffer.from(JSON.stringify({ code: 200, reason: 'base.success', msg: 'Success.', data: { title: 'How do I wire a lamp?' } }));

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function setUp() {
  const cache = new SharedResponseCache({ maxBytes: 1024 * 1024, maxEntryBytes: 64 * 1024 });
  const served: { member: string; entry: SharedEntry }[] = [];
  const members = new SharedMembers(cache, {
    log: { warn: () => undefined },
    send: (request, _reply, _key, entry) => served.push({ member: String(request.headers['x-member']), entry }),
    onServe: () => undefined,
    headers: { cacheControl: 'private, no-cache', vary: 'Authorization' },
  });
  const reads: string[] = [];
  const read = deferred<GuestRead>();
  members.fillWith((url) => {
    reads.push(url);
    return read.promise;
  });
  const policy: SharedCachePolicy = { scopes: () => ['question:1'] };
  const sameAsGuests: SharedMemberPolicy = { personalize: (_request, shared) => shared };
  const serve = (member: string) => {
    const request = { url: URL_PATH, headers: { 'x-member': member }, query: {} } as unknown as FastifyRequest;
    const reply = { sent: false } as unknown as FastifyReply;
    return members.serve(request, reply, policy, sameAsGuests, KEY);
  };
  return { cache, served, reads, read, serve };
}

describe('members served from a guest read under way', () => {
  it('answers everyone who waited on one read, which runs once', async () => {
    const { served, reads, read, serve } = setUp();
    const calls = [serve('ann'), serve('bob')];
    read.resolve({ status: 200, body: BODY, contentType: 'application/json; charset=utf-8' });
    expect(await Promise.all(calls)).toEqual([true, true]);
    expect(reads).toEqual([URL_PATH]);
    expect(served.map((call) => call.member)).toEqual(['ann', 'bob']);
    expect(served[0].entry.body.equals(BODY)).toBe(true);
  });

  it('answers the members who joined before a write dropped the read, and sends a later one to the handler', async () => {
    const { cache, served, reads, read, serve } = setUp();
    const before = [serve('ann'), serve('bob')];
    // a write names the question while the read runs: its copy is not kept
    cache.invalidate(['question:1']);
    const after = serve('cat');
    read.resolve({ status: 200, body: BODY, contentType: 'application/json; charset=utf-8' });
    expect(await Promise.all(before)).toEqual([true, true]);
    expect(await after).toBe(false);
    expect(reads).toHaveLength(1);
    expect(served.map((call) => call.member)).toEqual(['ann', 'bob']);
  });

  it('keeps a write to another question from sending anyone to the handler', async () => {
    const { cache, served, read, serve } = setUp();
    const first = serve('ann');
    cache.invalidate(['question:2']);
    const second = serve('bob');
    read.resolve({ status: 200, body: BODY, contentType: 'application/json; charset=utf-8' });
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(served).toHaveLength(2);
  });

  it('sends members to the handler when a guest may not read the page, or its body may not be shared', async () => {
    const refused = setUp();
    const call = refused.serve('ann');
    refused.read.resolve({ status: 404, body: null, contentType: 'application/json; charset=utf-8' });
    expect(await call).toBe(false);

    const withCookie = setUp();
    const other = withCookie.serve('bob');
    withCookie.read.resolve({ status: 200, body: null, contentType: 'application/json; charset=utf-8' });
    expect(await other).toBe(false);
    expect(withCookie.served).toEqual([]);
  });
});
