/**
 * The leading bytes every file of a known binary format starts with, so an attachment is what its
 * extension says (an `.exe` renamed `.pdf` is refused). Text formats and extensions not listed
 * here have no signature to check.
 */
import { GZIP_EXTENSIONS, ZIP_EXTENSIONS } from './archives';

const startsWith = (bytes: Buffer, signature: number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
const ZIP_EMPTY = [0x50, 0x4b, 0x05, 0x06];
/** Word, Excel and PowerPoint before 2007: an OLE compound file. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  // readers accept the header anywhere in the first KiB
  pdf: (bytes) => bytes.subarray(0, 1024).includes('%PDF-'),
  doc: (bytes) => startsWith(bytes, OLE),
  xls: (bytes) => startsWith(bytes, OLE),
  ppt: (bytes) => startsWith(bytes, OLE),
  mp4: (bytes) => bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp',
  // an ID3 tag, or straight into an MPEG audio frame
  mp3: (bytes) => startsWith(bytes, [0x49, 0x44, 0x33]) || (bytes.length >= 2 && bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0),
};
for (const extension of ZIP_EXTENSIONS) SIGNATURES[extension] = (bytes) => startsWith(bytes, ZIP_LOCAL) || startsWith(bytes, ZIP_EMPTY);
for (const extension of GZIP_EXTENSIONS) SIGNATURES[extension] = (bytes) => startsWith(bytes, [0x1f, 0x8b]);

/** False only when the extension has a known signature and the bytes do not carry it. */
export function signatureMatches(bytes: Buffer, extension: string): boolean {
  const check = SIGNATURES[extension];
  return check ? check(bytes) : true;
}
