import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedVariant, fastVariant, type ContentEncoding } from './compression';

const decompress = (body: Buffer, encoding: ContentEncoding): string => (encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body)).toString('utf8');

describe('one-call compression', () => {
  // an answers page as members get it: a couple of kilobytes of JSON
  const body = JSON.stringify({ code: 200, reason: 'base.success', data: { list: Array.from({ length: 12 }, (_, i) => ({ id: `1002000000000${i}`, content: `answer ${i} `.repeat(12) })) } });

  it.each(['br', 'gzip'] as const)('gives back the body in %s, held in a buffer no larger than the body', (encoding) => {
    for (const compress of [fastVariant, compressedVariant]) {
      const compressed = compress(body, encoding);
      expect(decompress(compressed, encoding)).toBe(body);
      expect(compressed.length).toBeLessThan(body.length);
      // not a slice of zlib's own 16 KB output chunk, which would stay allocated as long as the
      // answer (a small output may sit in Node's shared 8 KB pool)
      expect(compressed.buffer.byteLength).toBeLessThan(16 * 1024);
    }
  });

  it('still compresses a body larger than one output buffer', () => {
    const large = 'x'.repeat(40_000) + body.repeat(20);
    for (const encoding of ['br', 'gzip'] as const) expect(decompress(fastVariant(large, encoding), encoding)).toBe(large);
  });
});
