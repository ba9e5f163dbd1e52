/**
 * A minimal PNG encoder for 8-bit RGB pixels: signature, IHDR, one IDAT and IEND, nothing else
 * (no text chunks, so an image never carries more than its pixels).
 */
import { crc32, deflateSync } from 'node:zlib';

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const BIT_DEPTH = 8;
const COLOR_TYPE_RGB = 2;
const BYTES_PER_PIXEL = 3;
const FILTER_NONE = 0;

function chunk(type: string, data: Buffer): Buffer {
  const typeBytes = Buffer.from(type, 'ascii');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([typeBytes, data])));
  return Buffer.concat([length, typeBytes, data, crc]);
}

/** Encodes `pixels` (three bytes a pixel, row after row) as a PNG file. */
export function encodePng(width: number, height: number, pixels: Uint8Array): Buffer {
  const stride = width * BYTES_PER_PIXEL;
  if (pixels.length !== stride * height) {
    throw new RangeError(`Expected ${stride * height} bytes of pixels for ${width}×${height}, got ${pixels.length}`);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(BIT_DEPTH, 8);
  header.writeUInt8(COLOR_TYPE_RGB, 9);
  // compression 0 (deflate), filter method 0, interlace 0 (none): already zero

  // Each scanline starts with its filter type; the captcha's noise makes smarter filters pointless.
  const scanlines = Buffer.alloc((stride + 1) * height);
  for (let row = 0; row < height; row += 1) {
    const start = row * (stride + 1);
    scanlines[start] = FILTER_NONE;
    scanlines.set(pixels.subarray(row * stride, (row + 1) * stride), start + 1);
  }

  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The PNG as a `data:` URL for an `<img src>`. */
export function pngDataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}
