import { describe, expect, it } from 'vitest';
import { gzipOfZeros, withGzipTrailer, zip } from '../../../tests/api/hardening-uploads-files';
import { checkGzip, checkZip, MAX_ENTRIES } from './archives';
import { signatureMatches } from './magic';

const text = (words: number) => Buffer.from(Array.from({ length: words }, (_, n) => `word${n}`).join(' '));

describe('checkZip', () => {
  it('takes an ordinary archive, stored or deflated, and an empty one', () => {
    expect(checkZip(zip([{ name: 'a.txt', data: text(50) }, { name: 'docs/b.txt', data: text(500), deflate: true }]))).toBeNull();
    expect(checkZip(zip([]))).toBeNull();
  });

  it('refuses a directory that claims more than the limit, or a ratio no real file has', () => {
    expect(checkZip(zip([{ name: 'big.bin', data: text(10), claimedSize: 0xfffffff0 }]))?.key).toBe('error.file.archive_too_big');
    expect(checkZip(zip([{ name: 'zeros.bin', data: Buffer.alloc(16 * 1024 * 1024), deflate: true }]))?.key).toBe('error.file.archive_ratio');
    // each entry small enough to pass on its own, together past the limit
    const many = Array.from({ length: 1100 }, (_, n) => ({ name: `part${n}.bin`, data: text(5), claimedSize: 1024 * 1024 }));
    expect(checkZip(zip(many))?.key).toBe('error.file.archive_too_big');
  });

  it('refuses archives inside archives, too many entries, and entries sharing their bytes', () => {
    expect(checkZip(zip([{ name: 'inner/again.ZIP', data: text(5) }]))?.key).toBe('error.file.archive_nested');
    const entries = Array.from({ length: MAX_ENTRIES + 1 }, (_, n) => ({ name: `${n}`, data: Buffer.alloc(0) }));
    expect(checkZip(zip(entries))).toEqual({ key: 'error.file.archive_too_many_entries', vars: { count: MAX_ENTRIES } });
    expect(checkZip(zip([{ name: 'a', data: text(50) }, { name: 'b', data: text(50), sameDataAs: 0 }]))?.key).toBe('error.file.archive_overlap');
  });

  it('refuses a file that is not a zip, or whose directory points outside it', () => {
    expect(checkZip(Buffer.from('PK\x03\x04 not really', 'latin1'))?.key).toBe('error.file.corrupt');
    const archive = zip([{ name: 'a.txt', data: text(5) }]);
    archive.writeUInt32LE(archive.length * 4, archive.length - 6);
    expect(checkZip(archive)?.key).toBe('error.file.corrupt');
  });
});

describe('checkGzip', () => {
  it('takes ordinary compressed text and refuses what inflates far beyond it, whatever its trailer says', async () => {
    const { gzipSync } = await import('node:zlib');
    expect(await checkGzip(gzipSync(text(20_000)))).toBeNull();
    const bomb = gzipOfZeros(64 * 1024 * 1024);
    expect((await checkGzip(bomb))?.key).toBe('error.file.archive_ratio');
    expect((await checkGzip(withGzipTrailer(bomb, 1024)))?.key).toBe('error.file.archive_ratio');
    expect((await checkGzip(Buffer.from('\x1f\x8b\x08 broken stream....', 'latin1')))?.key).toBe('error.file.corrupt');
  });
});

describe('signatureMatches', () => {
  it('checks the leading bytes of known binary formats and leaves the rest alone', () => {
    expect(signatureMatches(Buffer.from('%PDF-1.7\n'), 'pdf')).toBe(true);
    expect(signatureMatches(Buffer.from('MZ\x90\x00 renamed program', 'latin1'), 'pdf')).toBe(false);
    expect(signatureMatches(Buffer.from('<html><script>alert(1)</script>'), 'docx')).toBe(false);
    expect(signatureMatches(zip([]), 'docx')).toBe(true);
    expect(signatureMatches(Buffer.from('plain words'), 'txt')).toBe(true);
  });
});
