/**
 * Archive bombs among attachments. A ZIP (and the formats built on it: docx, xlsx, odt...) is
 * judged from its central directory alone, never inflated: how much it claims to unpack to, how
 * many entries it has, archives inside it, and entries that share bytes (the overlapping-file
 * bomb). A gzip stream has no directory and its trailer can lie, so it is inflated into nothing,
 * counting, and stopped at the limit.
 */
import { createGunzip } from 'node:zlib';
import type { UploadProblem } from './rules';

/** Unpacked, an attachment may be at most this big... */
export const MAX_UNPACKED_BYTES = 1024 * 1024 * 1024;
/** ...and no entry of more than `RATIO_FLOOR_BYTES` shrinks more than this (real files rarely pass 20). */
export const MAX_RATIO = 100;
const RATIO_FLOOR_BYTES = 1024 * 1024;
export const MAX_ENTRIES = 10_000;

/** Extensions whose files are ZIP containers. */
export const ZIP_EXTENSIONS = new Set(['zip', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'epub', 'jar']);
export const GZIP_EXTENSIONS = new Set(['gz', 'tgz']);

/** Entry names that are archives themselves: an archive inside an archive is how bombs nest. */
const NESTED_ARCHIVE = /\.(?:zip|gz|tgz|bz2|tbz2?|xz|txz|7z|rar|tar|zst|lz4|lzma|cab|jar)$/i;

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_LENGTH = 22;
const CENTRAL_LENGTH = 46;
const LOCAL_LENGTH = 30;

const corrupt: UploadProblem = { key: 'error.file.corrupt' };
const tooBig: UploadProblem = { key: 'error.file.archive_too_big', vars: { size: MAX_UNPACKED_BYTES / (1024 * 1024) } };

/** The end-of-central-directory record, searched backwards past a comment of at most 64 KiB. */
function findEndRecord(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - EOCD_LENGTH - 0xffff);
  for (let offset = bytes.length - EOCD_LENGTH; offset >= lowest; offset -= 1) {
    if (bytes.readUInt32LE(offset) === EOCD_SIGNATURE && offset + EOCD_LENGTH + bytes.readUInt16LE(offset + 20) === bytes.length) return offset;
  }
  return -1;
}

interface Span {
  start: number;
  end: number;
}

export function checkZip(bytes: Buffer): UploadProblem | null {
  if (bytes.length < EOCD_LENGTH) return corrupt;
  const end = findEndRecord(bytes);
  if (end < 0) return corrupt;
  const entries = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryStart = bytes.readUInt32LE(end + 16);
  // 0xFFFF and 0xFFFFFFFF defer to ZIP64 records, which no archive within the size limits needs
  if (entries === 0xffff) return { key: 'error.file.archive_too_many_entries', vars: { count: MAX_ENTRIES } };
  if (entries > MAX_ENTRIES) return { key: 'error.file.archive_too_many_entries', vars: { count: MAX_ENTRIES } };
  if (directoryStart + directorySize > end) return corrupt;

  let offset = directoryStart;
  let unpacked = 0;
  const spans: Span[] = [];
  for (let index = 0; index < entries; index += 1) {
    if (offset + CENTRAL_LENGTH > end || bytes.readUInt32LE(offset) !== CENTRAL_SIGNATURE) return corrupt;
    const packedSize = bytes.readUInt32LE(offset + 20);
    const size = bytes.readUInt32LE(offset + 24);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const next = offset + CENTRAL_LENGTH + nameLength + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
    if (next > end) return corrupt;
    const name = bytes.toString('utf8', offset + CENTRAL_LENGTH, offset + CENTRAL_LENGTH + nameLength);
    if (NESTED_ARCHIVE.test(name)) return { key: 'error.file.archive_nested' };
    if (packedSize === 0xffffffff || size === 0xffffffff) return tooBig;
    unpacked += size;
    if (unpacked > MAX_UNPACKED_BYTES) return tooBig;
    if (size > RATIO_FLOOR_BYTES && size > packedSize * MAX_RATIO) return { key: 'error.file.archive_ratio' };

    const local = bytes.readUInt32LE(offset + 42);
    if (local + LOCAL_LENGTH > directoryStart || bytes.readUInt32LE(local) !== LOCAL_SIGNATURE) return corrupt;
    const dataStart = local + LOCAL_LENGTH + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (dataStart + packedSize > directoryStart) return corrupt;
    spans.push({ start: local, end: dataStart + packedSize });
    offset = next;
  }
  spans.sort((a, b) => a.start - b.start);
  for (let index = 1; index < spans.length; index += 1) {
    if (spans[index].start < spans[index - 1].end) return { key: 'error.file.archive_overlap' };
  }
  return null;
}

/** How many bytes `bytes` inflates to, counting no further than `limit` (then `limit + 1`); -1 if it is not gzip. */
function inflatedSize(bytes: Buffer, limit: number): Promise<number> {
  return new Promise((resolve) => {
    const gunzip = createGunzip();
    let total = 0;
    let settled = false;
    const finish = (value: number) => {
      if (settled) return;
      settled = true;
      gunzip.destroy();
      resolve(value);
    };
    gunzip.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) finish(limit + 1);
    });
    gunzip.on('end', () => finish(total));
    gunzip.on('error', () => finish(-1));
    gunzip.end(bytes);
  });
}

export async function checkGzip(bytes: Buffer): Promise<UploadProblem | null> {
  if (bytes.length < 18 || bytes[0] !== 0x1f || bytes[1] !== 0x8b || bytes[2] !== 8) return corrupt;
  const limit = Math.min(MAX_UNPACKED_BYTES, Math.max(RATIO_FLOOR_BYTES, bytes.length * MAX_RATIO));
  const size = await inflatedSize(bytes, limit);
  if (size < 0) return corrupt;
  if (size > limit) return limit === MAX_UNPACKED_BYTES ? tooBig : { key: 'error.file.archive_ratio' };
  return null;
}
