/**
 * Paints a captcha code: each character from the bitmap font, scaled, nudged, slanted and warped
 * by its own amount, over and under faint noise lines, sprinkled with dots.
 */
import { PICTURE_SIZE } from '../shared/picture-size';
import { glyphFor } from './font';
import { randomPalette } from './palette';
import { Raster, type GlyphPlacement, type Rgb } from './raster';
import { between, integerBetween, type Random } from './random';

export const PICTURE_WIDTH = PICTURE_SIZE.width;
export const PICTURE_HEIGHT = PICTURE_SIZE.height;

/** Space kept free at the left and right edges, in pixels. */
const MARGIN = 12;
/** Share of pixels that get a noise dot. */
const DOT_DENSITY = 0.04;

function noiseLine(raster: Raster, random: Random, color: Rgb): void {
  const fromLeft = random() < 0.5;
  const x0 = fromLeft ? 0 : between(random, 0, raster.width / 2);
  const x1 = fromLeft ? between(random, raster.width / 2, raster.width) : raster.width;
  raster.line(x0, between(random, 0, raster.height), x1, between(random, 0, raster.height), color, integerBetween(random, 1, 2));
}

export function drawCaptcha(code: string, random: Random): Raster {
  if (code.length === 0) throw new RangeError('A captcha code needs at least one character');
  const raster = new Raster(PICTURE_WIDTH, PICTURE_HEIGHT);
  const palette = randomPalette(random, code.length);
  const pickNoise = () => palette.noise[Math.floor(random() * palette.noise.length)];
  raster.fill(palette.background);

  for (let line = integerBetween(random, 3, 4); line > 0; line -= 1) noiseLine(raster, random, pickNoise());

  // One wave for the whole picture, so neighbouring characters bend together like warped paper.
  const wave = { amplitude: between(random, 1.5, 3), period: between(random, 9, 15), phase: between(random, 0, Math.PI * 2) };
  const slot = (PICTURE_WIDTH - MARGIN * 2) / code.length;
  [...code].forEach((char, index) => {
    const glyph = glyphFor(char);
    // The glyph never outgrows its slot, so characters may touch but not hide each other.
    const scale = Math.min(between(random, 3.5, 4.4), (slot - 2) / glyph.width);
    const width = glyph.width * scale;
    const height = glyph.height * scale;
    const room = Math.max(0, PICTURE_HEIGHT - height - 2 * (wave.amplitude + 2));
    const placement: GlyphPlacement = {
      x: MARGIN + index * slot + (slot - width) / 2 + between(random, -2, 2),
      y: wave.amplitude + 2 + between(random, 0, room),
      scale,
      slant: between(random, -0.3, 0.3),
      wave,
    };
    raster.glyph(glyph, placement, palette.ink[index]);
  });

  for (let line = integerBetween(random, 1, 2); line > 0; line -= 1) noiseLine(raster, random, pickNoise());
  const dots = Math.round(PICTURE_WIDTH * PICTURE_HEIGHT * DOT_DENSITY);
  for (let dot = 0; dot < dots; dot += 1) {
    raster.blend(Math.floor(random() * PICTURE_WIDTH), Math.floor(random() * PICTURE_HEIGHT), pickNoise());
  }
  return raster;
}
