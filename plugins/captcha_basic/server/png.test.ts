import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PNG_SIGNATURE, encodePng, pngDataUrl } from './png';

interface Chunk {
  type: string;
  data: Buffer;
  crc: number;
}

function chunksOf(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let offset = PNG_SIGNATURE.length;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    chunks.push({ type, data, crc: png.readUInt32BE(offset + 8 + length) });
    offset += 12 + length;
  }
  return chunks;
}

/** A 3×2 picture with a different colour in every pixel. */
const WIDTH = 3;
const HEIGHT = 2;
const PIXELS = Uint8Array.from({ length: WIDTH * HEIGHT * 3 }, (_, index) => (index * 37) % 256);

describe('png encoder', () => {
  const png = encodePng(WIDTH, HEIGHT, PIXELS);
  const chunks = chunksOf(png);

  it('starts with the PNG signature and holds only IHDR, IDAT and IEND', () => {
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    // no text or other metadata chunks that could carry anything but the pixels
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  });

  it('checksums every chunk over its type and data', () => {
    for (const chunk of chunks) expect(chunk.crc).toBe(crc32(Buffer.concat([Buffer.from(chunk.type, 'ascii'), chunk.data])));
  });

  it('declares the size as 8-bit RGB without interlacing', () => {
    const header = chunks[0].data;
    expect(header.length).toBe(13);
    expect(header.readUInt32BE(0)).toBe(WIDTH);
    expect(header.readUInt32BE(4)).toBe(HEIGHT);
    expect([...header.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
  });

  it('inflates to one unfiltered scanline a row holding the pixels', () => {
    const raw = inflateSync(chunks[1].data);
    const stride = WIDTH * 3;
    expect(raw.length).toBe(HEIGHT * (stride + 1));
    for (let row = 0; row < HEIGHT; row += 1) {
      const line = raw.subarray(row * (stride + 1), (row + 1) * (stride + 1));
      expect(line[0]).toBe(0);
      expect([...line.subarray(1)]).toEqual([...PIXELS.subarray(row * stride, (row + 1) * stride)]);
    }
  });

  it('refuses pixels that do not match the size', () => {
    expect(() => encodePng(WIDTH, HEIGHT, new Uint8Array(5))).toThrow(RangeError);
  });

  it('makes a data URL of the file', () => {
    const url = pngDataUrl(png);
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    expect(Buffer.from(url.slice('data:image/png;base64,'.length), 'base64')).toEqual(png);
  });
});
