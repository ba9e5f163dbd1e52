import { describe, expect, it } from 'vitest';
import { gif, jpeg, png } from '../../../tests/api/hardening-uploads-files';
import { imageIntact } from './image-structure';
import { checkImage } from './rules';

describe('imageIntact', () => {
  it('takes whole PNG, GIF and JPEG files', () => {
    expect(imageIntact(png(4, 4), 'png')).toBe(true);
    expect(imageIntact(gif(4, 4), 'gif')).toBe(true);
    expect(imageIntact(jpeg(4, 4), 'jpg')).toBe(true);
  });

  it('refuses a PNG cut short, or whose chunks run past its end', () => {
    const whole = png(4, 4);
    expect(imageIntact(whole.subarray(0, whole.length - 12), 'png')).toBe(false);
    const lying = Buffer.from(whole);
    lying.writeUInt32BE(0x00ffffff, 33);
    expect(imageIntact(lying, 'png')).toBe(false);
  });

  it('refuses a GIF without its trailer and a JPEG without its end marker', () => {
    const image = gif(4, 4);
    expect(imageIntact(image.subarray(0, image.length - 1), 'gif')).toBe(false);
    const photo = jpeg(4, 4);
    expect(imageIntact(photo.subarray(0, photo.length - 2), 'jpg')).toBe(false);
  });

  it('refuses a WebP whose RIFF size is more than the file holds', () => {
    const webp = Buffer.alloc(30);
    webp.write('RIFF', 0, 'latin1');
    webp.writeUInt32LE(4000, 4);
    webp.write('WEBPVP8 ', 8, 'latin1');
    expect(imageIntact(webp, 'webp')).toBe(false);
    webp.writeUInt32LE(22, 4);
    expect(imageIntact(webp, 'webp')).toBe(true);
  });
});

describe('checkImage', () => {
  it('reads a header cut short from its own bytes, not from whatever follows it in memory', () => {
    // a 20-byte view into a larger buffer whose next bytes would complete a 4×4 header
    const whole = png(4, 4);
    const view = whole.subarray(0, 20);
    expect(checkImage(view, 'png', 40)).toEqual({ key: 'error.file.not_an_image' });
  });

  it('counts the pixels a header claims before anything else about the file', () => {
    expect(checkImage(jpeg(50_000, 50_000), 'jpg', 40)).toEqual({ key: 'error.file.too_many_pixels', vars: { megapixels: 40 } });
  });
});
