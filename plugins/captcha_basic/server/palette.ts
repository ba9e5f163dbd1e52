/**
 * Colours for a captcha picture. The picture brings its own opaque background, so it reads the
 * same on the light and the dark theme; what matters is the contrast inside it: characters at
 * least WCAG's 4.5:1 against the background, noise kept fainter than the characters.
 */
import type { Rgb } from './raster';
import { between, type Random } from './random';

/** WCAG AA contrast for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;
/** Noise stays well under the characters' contrast so it never reads as a stroke of them. */
export const MAX_NOISE_CONTRAST = 3;

export interface Palette {
  background: Rgb;
  /** One colour a character. */
  ink: Rgb[];
  /** Colours for lines and dots. */
  noise: Rgb[];
}

/** `hue` in degrees, `saturation` and `lightness` in [0, 1]. */
export function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const h = (((hue % 360) + 360) % 360) / 60;
  const x = chroma * (1 - Math.abs((h % 2) - 1));
  const [r, g, b] = h < 1 ? [chroma, x, 0] : h < 2 ? [x, chroma, 0] : h < 3 ? [0, chroma, x] : h < 4 ? [0, x, chroma] : h < 5 ? [x, 0, chroma] : [chroma, 0, x];
  const m = lightness - chroma / 2;
  return { r: Math.round((r + m) * 255), g: Math.round((g + m) * 255), b: Math.round((b + m) * 255) };
}

/** WCAG relative luminance. */
export function luminance(color: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(color.r) + 0.7152 * channel(color.g) + 0.0722 * channel(color.b);
}

/** WCAG contrast ratio, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** A colour of `hue` and `saturation`, as light as it can be while keeping `minContrast` to `background`. */
function darkEnough(hue: number, saturation: number, lightness: number, background: Rgb, minContrast: number): Rgb {
  let level = lightness;
  let color = hsl(hue, saturation, level);
  while (contrastRatio(color, background) < minContrast && level > 0) {
    level = Math.max(0, level - 0.02);
    color = hsl(hue, saturation, level);
  }
  return color;
}

/** A colour of `hue` no stronger than `maxContrast` against `background`. */
function faintEnough(hue: number, saturation: number, lightness: number, background: Rgb, maxContrast: number): Rgb {
  let level = lightness;
  let color = hsl(hue, saturation, level);
  while (contrastRatio(color, background) > maxContrast && level < 1) {
    level = Math.min(1, level + 0.02);
    color = hsl(hue, saturation, level);
  }
  return color;
}

export function randomPalette(random: Random, characters: number): Palette {
  const backgroundHue = between(random, 0, 360);
  const background = hsl(backgroundHue, between(random, 0.25, 0.45), between(random, 0.88, 0.93));
  const ink = Array.from({ length: characters }, () =>
    darkEnough(between(random, 0, 360), between(random, 0.5, 0.8), between(random, 0.2, 0.32), background, MIN_TEXT_CONTRAST),
  );
  const noise = Array.from({ length: 4 }, () =>
    faintEnough(between(random, 0, 360), between(random, 0.3, 0.6), between(random, 0.55, 0.72), background, MAX_NOISE_CONTRAST),
  );
  return { background, ink, noise };
}
