import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { exactBuffer } from './exact-buffer';

describe('exactBuffer', () => {
  it('copies a view of a larger allocation into one of its own size', () => {
    const pooled = Buffer.from('{"a":1}');
    const compressed = brotliCompressSync(Buffer.from('x'.repeat(5000)));
    for (const view of [pooled, compressed]) {
      expect(view.buffer.byteLength).toBeGreaterThan(view.length);
      const own = exactBuffer(view);
      expect(own.equals(view)).toBe(true);
      expect(own.buffer.byteLength).toBe(own.length);
    }
  });

  it('keeps a buffer that already owns its bytes', () => {
    const own = Buffer.allocUnsafeSlow(10).fill(1);
    expect(exactBuffer(own)).toBe(own);
  });
});
