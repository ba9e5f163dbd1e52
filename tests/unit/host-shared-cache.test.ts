/** The store of guests' shared responses and the counter that keeps host processes in step. */
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { acceptedEncoding } from '../../host/src/http/compression';
import { matchesEtag, REPACK_AFTER_HITS, SharedResponseCache } from '../../host/src/http/shared-cache';
import { peerSync, type SharedCounter } from '../../host/src/http/shared-peers';

const body = (text: string) => Buffer.from(text);
const json = 'application/json; charset=utf-8';

function store(now = () => 0, maxBytes = 10_000) {
  return new SharedResponseCache({ maxBytes, maxEntryBytes: 5_000, now });
}

describe('shared response store', () => {
  it('keeps a response with a weak ETag and serves it until one of its scopes is invalidated', () => {
    const cache = store();
    const entry = cache.put('en_US\n/list', cache.snapshot(['questions']), { body: body('{"a":1}'), contentType: json, maxAgeMs: 60_000 });
    expect(entry?.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(cache.get('en_US\n/list')?.body.toString()).toBe('{"a":1}');
    cache.invalidate(['question:1']);
    expect(cache.get('en_US\n/list')).not.toBeNull();
    cache.invalidate(['questions']);
    expect(cache.get('en_US\n/list')).toBeNull();
  });

  it('refuses a response read before a write to what it shows (the write may not have been visible to it)', () => {
    const cache = store();
    const before = cache.snapshot(['question:1']);
    cache.invalidate(['question:1']);
    expect(cache.put('k', before, { body: body('old'), contentType: json, maxAgeMs: 60_000 })).toBeNull();
    const unrelated = cache.snapshot(['question:2']);
    cache.invalidate(['question:1']);
    expect(cache.put('k2', unrelated, { body: body('fine'), contentType: json, maxAgeMs: 60_000 })).not.toBeNull();
    const beforeAll = cache.snapshot(['question:2']);
    cache.invalidateAll();
    expect(cache.put('k3', beforeAll, { body: body('old'), contentType: json, maxAgeMs: 60_000 })).toBeNull();
  });

  it('drops responses past their maximum age', () => {
    let now = 1_000;
    const cache = store(() => now);
    cache.put('k', cache.snapshot([]), { body: body('x'), contentType: json, maxAgeMs: 500 });
    now = 1_499;
    expect(cache.get('k')).not.toBeNull();
    now = 1_500;
    expect(cache.get('k')).toBeNull();
    expect(cache.storedBytes).toBe(0);
  });

  it('evicts the least recently used responses to stay within its size, and never keeps oversized ones', () => {
    const cache = store(() => 0, 3_000);
    const kilobyte = body('x'.repeat(1_000));
    for (const key of ['a', 'b', 'c']) cache.put(key, cache.snapshot([]), { body: kilobyte, contentType: json, maxAgeMs: 60_000 });
    cache.get('a');
    cache.put('d', cache.snapshot([]), { body: kilobyte, contentType: json, maxAgeMs: 60_000 });
    expect(cache.get('b')).toBeNull();
    expect(cache.get('a')).not.toBeNull();
    expect(cache.storedBytes).toBeLessThanOrEqual(3_000);
    expect(cache.put('huge', cache.snapshot([]), { body: body('x'.repeat(6_000)), contentType: json, maxAgeMs: 60_000 })).toBeNull();
  });

  it('compresses a kept body once per encoding, and not at all when it is small', () => {
    const cache = store();
    const text = JSON.stringify({ list: Array.from({ length: 60 }, (_, index) => ({ id: index, title: 'How do I keep a job from blocking?' })) });
    const entry = cache.put('k', cache.snapshot([]), { body: body(text), contentType: json, maxAgeMs: 60_000 });
    if (!entry) throw new Error('not kept');
    const gzip = cache.encode('k', entry, 'gzip');
    expect(gunzipSync(gzip as Buffer).toString()).toBe(text);
    expect(cache.encode('k', entry, 'gzip')).toBe(gzip);
    expect(brotliDecompressSync(cache.encode('k', entry, 'br') as Buffer).toString()).toBe(text);
    const small = cache.put('s', cache.snapshot([]), { body: body('{}'), contentType: json, maxAgeMs: 60_000 });
    expect(small && cache.encode('s', small, 'br')).toBeNull();
  });

  it('sends a much-requested body compressed smaller once the slow compression is done, same content and ETag', async () => {
    const cache = store(() => 0, 100_000);
    const words = ['answer', 'question', 'tag', 'vote', 'comment', 'badge', 'review', 'member'];
    const text = JSON.stringify({ list: Array.from({ length: 60 }, (_, index) => ({ id: 1000 + index * 7, title: `${words[index % 8]} ${words[(index * 5) % 8]} ${index}`, score: (index * 37) % 101 })) });
    const entry = cache.put('k', cache.snapshot([]), { body: body(text), contentType: json, maxAgeMs: 60_000 });
    if (!entry) throw new Error('not kept');
    const first = cache.encode('k', entry, 'br') as Buffer;
    for (let sent = 1; sent <= REPACK_AFTER_HITS; sent++) expect(cache.encode('k', entry, 'br')).toBe(first);
    await vi.waitFor(() => expect(cache.encode('k', entry, 'br')).not.toBe(first));
    const smaller = cache.encode('k', entry, 'br') as Buffer;
    expect(smaller.length).toBeLessThan(first.length);
    expect(brotliDecompressSync(smaller).toString()).toBe(text);
    expect(cache.get('k')?.etag).toBe(entry.etag);
    expect(cache.storedBytes).toBe(text.length + smaller.length);
  });

  it('compresses much-sent bodies again one after another, each smaller in the end', async () => {
    const cache = store(() => 0, 1_000_000);
    const texts = ['alpha', 'beta', 'gamma'].map((word) => JSON.stringify({ list: Array.from({ length: 60 }, (_, index) => ({ id: index * 13, title: `${word} question ${index} about ${word}s`, score: (index * 31) % 97 })) }));
    const entries = texts.map((text, index) => {
      const entry = cache.put(`k${index}`, cache.snapshot([]), { body: body(text), contentType: json, maxAgeMs: 60_000 });
      if (!entry) throw new Error('not kept');
      return entry;
    });
    const firsts = entries.map((entry, index) => cache.encode(`k${index}`, entry, 'br') as Buffer);
    for (let sent = 1; sent <= REPACK_AFTER_HITS; sent++) entries.forEach((entry, index) => cache.encode(`k${index}`, entry, 'br'));
    await vi.waitFor(() => entries.forEach((entry, index) => expect(cache.encode(`k${index}`, entry, 'br')).not.toBe(firsts[index])));
    entries.forEach((entry, index) => {
      const smaller = cache.encode(`k${index}`, entry, 'br') as Buffer;
      expect(smaller.length).toBeLessThan(firsts[index].length);
      expect(brotliDecompressSync(smaller).toString()).toBe(texts[index]);
    });
  });

  it('does not put a smaller copy back into an entry dropped meanwhile', async () => {
    const cache = store(() => 0, 100_000);
    const text = JSON.stringify({ list: Array.from({ length: 60 }, (_, index) => ({ id: index, title: `Question number ${index} about keys` })) });
    const entry = cache.put('k', cache.snapshot(['questions']), { body: body(text), contentType: json, maxAgeMs: 60_000 });
    if (!entry) throw new Error('not kept');
    for (let sent = 0; sent <= REPACK_AFTER_HITS; sent++) cache.encode('k', entry, 'gzip');
    cache.invalidate(['questions']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(cache.storedBytes).toBe(0);
  });
});

describe('request headers', () => {
  it('picks brotli, then gzip, honouring q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip;q=1, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('*')).toBe('br');
  });

  it('matches If-None-Match weakly, in lists and with *', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
  });
});

describe('peer sync', () => {
  function counter(start = 0): SharedCounter & { value: number } {
    const shared = {
      value: start,
      increment: async () => (shared.value += 1),
      read: async () => shared.value,
    };
    return shared;
  }
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('drops everything when another process counted, not for its own counts', async () => {
    const shared = counter(5);
    let now = 0;
    const dropAll = vi.fn();
    const sync = peerSync({ counter: shared, dropAll, log: { warn: vi.fn() }, now: () => now });
    sync.listen();
    await flush();
    sync.announce();
    await flush();
    now = 2_000;
    sync.listen();
    await flush();
    expect(dropAll).not.toHaveBeenCalled();
    shared.value += 1; // another process
    now = 2_500;
    sync.listen();
    await flush();
    expect(dropAll).not.toHaveBeenCalled(); // polled less than a second ago
    now = 3_100;
    sync.listen();
    await flush();
    expect(dropAll).toHaveBeenCalledTimes(1);
  });

  it('notices another process counting between two of its own counts', async () => {
    const shared = counter(0);
    const dropAll = vi.fn();
    const sync = peerSync({ counter: shared, dropAll, log: { warn: vi.fn() } });
    sync.announce();
    await flush();
    shared.value += 1;
    sync.announce();
    await flush();
    expect(dropAll).toHaveBeenCalledTimes(1);
  });

  it('keeps serving when the counter cannot be reached', async () => {
    const warn = vi.fn();
    const sync = peerSync({ counter: { increment: () => Promise.reject(new Error('down')), read: () => Promise.reject(new Error('down')) }, dropAll: vi.fn(), log: { warn } });
    sync.announce();
    sync.listen();
    await flush();
    await flush();
    expect(warn).toHaveBeenCalled();
  });
});
