import { describe, expect, it } from 'vitest';
import { MAX_NOISE_CONTRAST, MIN_TEXT_CONTRAST, contrastRatio, hsl, randomPalette } from './palette';
import { seededRandom } from './random';

describe('captcha palette', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio({ r: 0, g: 0, b: 0 }, { r: 255, g: 255, b: 255 })).toBeCloseTo(21, 5);
    expect(contrastRatio({ r: 119, g: 119, b: 119 }, { r: 255, g: 255, b: 255 })).toBeCloseTo(4.48, 2);
    expect(hsl(0, 1, 0.5)).toEqual({ r: 255, g: 0, b: 0 });
    expect(hsl(240, 1, 0.25)).toEqual({ r: 0, g: 0, b: 128 });
  });

  it('keeps characters readable and noise fainter than them, whatever the colours drawn', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const palette = randomPalette(seededRandom(seed), 6);
      expect(palette.ink).toHaveLength(6);
      for (const ink of palette.ink) expect(contrastRatio(ink, palette.background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      for (const noise of palette.noise) expect(contrastRatio(noise, palette.background)).toBeLessThanOrEqual(MAX_NOISE_CONTRAST);
    }
  });
});
