/**
 * Hostile files built byte by byte: images whose headers lie, polyglots, SVGs that script, and
 * archive bombs whose directories claim what no real file would. Nothing here is ever inflated
 * into its claimed size; the builders only write headers and small payloads.
 */
import { deflateRawSync, deflateSync, gzipSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function ihdr(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return pngChunk('IHDR', header);
}

/** A real, decodable PNG of `width`×`height` grey pixels, with optional extra chunks before IEND. */
export function png(width: number, height: number, extra: Buffer[] = []): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([PNG_SIGNATURE, ihdr(width, height), pngChunk('IDAT', pixels), ...extra, pngChunk('IEND', Buffer.alloc(0))]);
}

/** A PNG text chunk (`tEXt`), where a polyglot hides its markup. */
export const pngText = (text: string): Buffer => pngChunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1'));

/**
 * A few hundred bytes whose header claims `width`×`height`: a decoder would allocate for every
 * claimed pixel (the pixel flood). The pixel data is one compressed row.
 */
export function pngFlood(width: number, height: number): Buffer {
  return Buffer.concat([PNG_SIGNATURE, ihdr(width, height), pngChunk('IDAT', deflateSync(Buffer.alloc(64))), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A GIF with a two-colour palette and one `width`×`height` image; `comment` goes in a comment extension. */
export function gif(width: number, height: number, comment = ''): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen.set([0x80, 0, 0], 4);
  const descriptor = Buffer.alloc(10);
  descriptor[0] = 0x2c;
  descriptor.writeUInt16LE(width, 5);
  descriptor.writeUInt16LE(height, 7);
  const commentBlock = comment ? Buffer.concat([Buffer.from([0x21, 0xfe, comment.length]), Buffer.from(comment, 'latin1'), Buffer.from([0])]) : Buffer.alloc(0);
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    screen,
    Buffer.from([0xff, 0xff, 0xff, 0, 0, 0]),
    commentBlock,
    descriptor,
    Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00]),
    Buffer.from([0x3b]),
  ]);
}

/** A baseline JPEG header (SOI, JFIF, SOF0) claiming `width`×`height`, then the end marker. */
export function jpeg(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

/** An SVG of 10×10 around `body`. */
export const svg = (body: string, attributes = ''): Buffer =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"${attributes}>${body}</svg>`);

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** Deflate the data (method 8) instead of storing it. */
  deflate?: boolean;
  /** What the central directory claims the entry unpacks to (the real size when absent). */
  claimedSize?: number;
  /** Point the central directory at this entry's local header instead (overlapping entries). */
  sameDataAs?: number;
}

/** A ZIP archive written by hand, so its central directory can say what a bomb's says. */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const offsets: number[] = [];
  let offset = 0;
  const packed = entries.map((entry) => (entry.deflate ? deflateRawSync(entry.data) : entry.data));
  entries.forEach((entry, index) => {
    const name = Buffer.from(entry.name, 'utf8');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(entry.deflate ? 8 : 0, 8);
    header.writeUInt32LE(crc32(entry.data), 14);
    header.writeUInt32LE(packed[index].length, 18);
    header.writeUInt32LE(entry.data.length, 22);
    header.writeUInt16LE(name.length, 26);
    offsets.push(offset);
    locals.push(header, name, packed[index]);
    offset += header.length + name.length + packed[index].length;
  });
  const directory: Buffer[] = [];
  entries.forEach((entry, index) => {
    const name = Buffer.from(entry.name, 'utf8');
    const target = entry.sameDataAs ?? index;
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(entries[target].deflate ? 8 : 0, 10);
    header.writeUInt32LE(crc32(entries[target].data), 16);
    header.writeUInt32LE(packed[target].length, 20);
    header.writeUInt32LE(entry.claimedSize ?? entries[target].data.length, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offsets[target], 42);
    directory.push(header, name);
  });
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/** `size` zero bytes gzipped: a few KiB that inflate to `size`. */
export const gzipOfZeros = (size: number): Buffer => gzipSync(Buffer.alloc(size), { level: 9 });

/** The same gzip with a trailer claiming `size` bytes: the trailer is only a hint. */
export function withGzipTrailer(bytes: Buffer, size: number): Buffer {
  const copy = Buffer.from(bytes);
  copy.writeUInt32LE(size >>> 0, copy.length - 4);
  return copy;
}
