import { describe, expect, it } from 'vitest';
import { MIN_TEXT_CONTRAST, contrastRatio } from './palette';
import { PICTURE_HEIGHT, PICTURE_WIDTH, drawCaptcha } from './picture';
import { seededRandom } from './random';
import type { Raster } from './raster';

/** Pixels in columns [from, to) that stand out from the top-left (background) pixel like text does. */
function strongPixels(raster: Raster, from: number, to: number): number {
  const background = raster.pixel(0, 0);
  let count = 0;
  for (let y = 0; y < raster.height; y += 1) {
    for (let x = Math.max(0, Math.floor(from)); x < Math.min(raster.width, Math.ceil(to)); x += 1) {
      if (contrastRatio(raster.pixel(x, y), background) >= MIN_TEXT_CONTRAST) count += 1;
    }
  }
  return count;
}

describe('captcha picture', () => {
  it('draws every character of the code in its own part of the picture', () => {
    for (const code of ['ACDE', 'HJKLMN', '23456']) {
      const raster = drawCaptcha(code, seededRandom(code.length));
      expect([raster.width, raster.height]).toEqual([PICTURE_WIDTH, PICTURE_HEIGHT]);
      const slot = (PICTURE_WIDTH - 24) / code.length;
      for (let index = 0; index < code.length; index += 1) {
        const from = 12 + index * slot;
        expect(strongPixels(raster, from, from + slot), `character ${index + 1} of ${code}`).toBeGreaterThan(40);
      }
      // the margins hold noise only, never text-strong ink
      expect(strongPixels(raster, 0, 4)).toBe(0);
      expect(strongPixels(raster, PICTURE_WIDTH - 4, PICTURE_WIDTH)).toBe(0);
    }
  });

  it('draws the same code differently each time', () => {
    const first = drawCaptcha('ACDE', seededRandom(1));
    const second = drawCaptcha('ACDE', seededRandom(2));
    expect(Buffer.from(first.pixels).equals(Buffer.from(second.pixels))).toBe(false);
  });

  it('refuses an empty code', () => {
    expect(() => drawCaptcha('', seededRandom(1))).toThrow(RangeError);
  });
});
