/**
 * Whether a raster image is whole, from its container alone (chunk lengths, markers, trailers;
 * no pixel is decoded): a header cut short or a container that lies about its own length is
 * refused rather than handed to every browser that shows it.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Signature, then chunks that each fit in the file, IHDR first, up to IEND. */
function pngIntact(bytes: Buffer): boolean {
  if (bytes.length < PNG_SIGNATURE.length + 25 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  let offset = PNG_SIGNATURE.length;
  let first = true;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > bytes.length) return false;
    if (first && (type !== 'IHDR' || length !== 13)) return false;
    if (type === 'IEND') return true;
    first = false;
    offset = end;
  }
  return false;
}

/** Header and logical screen descriptor present, and the trailer byte at the end. */
function gifIntact(bytes: Buffer): boolean {
  return bytes.length >= 14 && /^GIF8[79]a$/.test(bytes.toString('latin1', 0, 6)) && bytes[bytes.length - 1] === 0x3b;
}

/** Start of image, and an end-of-image marker somewhere after it. */
function jpegIntact(bytes: Buffer): boolean {
  return bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes.lastIndexOf(Buffer.from([0xff, 0xd9])) > 2;
}

/** A RIFF container whose declared size the file actually has. */
function webpIntact(bytes: Buffer): boolean {
  if (bytes.length < 20 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') return false;
  const declared = bytes.readUInt32LE(4) + 8;
  return declared <= bytes.length && declared >= 20;
}

const CHECKS: Record<string, (bytes: Buffer) => boolean> = { png: pngIntact, gif: gifIntact, jpg: jpegIntact, webp: webpIntact };

/** `type` as image-size names it; formats without a check here count as intact. */
export function imageIntact(bytes: Buffer, type: string): boolean {
  const check = CHECKS[type];
  return check ? check(bytes) : true;
}
