import { describe, expect, it } from 'vitest';
import { glyphFor } from './font';
import { Raster, type GlyphPlacement } from './raster';

const WHITE = { r: 255, g: 255, b: 255 };
const BLACK = { r: 0, g: 0, b: 0 };
const STILL = { amplitude: 0, period: 1, phase: 0 };

function blank(width: number, height: number): Raster {
  const raster = new Raster(width, height);
  raster.fill(WHITE);
  return raster;
}

const isInk = (raster: Raster, x: number, y: number) => raster.pixel(x, y).r < 128;

describe('raster', () => {
  it('fills every pixel and refuses impossible sizes', () => {
    const raster = blank(4, 3);
    expect(raster.pixels.length).toBe(4 * 3 * 3);
    expect([...raster.pixels].every((byte) => byte === 255)).toBe(true);
    expect(() => new Raster(0, 3)).toThrow(RangeError);
    expect(() => new Raster(2.5, 3)).toThrow(RangeError);
  });

  it('blends by alpha and ignores pixels outside', () => {
    const raster = blank(2, 2);
    raster.blend(1, 0, BLACK, 0.5);
    expect(raster.pixel(1, 0)).toEqual({ r: 128, g: 128, b: 128 });
    raster.blend(0, 0, { r: 10, g: 20, b: 30 });
    expect(raster.pixel(0, 0)).toEqual({ r: 10, g: 20, b: 30 });
    raster.blend(-1, 0, BLACK);
    raster.blend(2, 1, BLACK);
    expect(raster.pixel(0, 1)).toEqual(WHITE);
    expect(raster.pixel(1, 1)).toEqual(WHITE);
  });

  it('draws a line from end to end and nothing far from it', () => {
    const raster = blank(10, 5);
    raster.line(0, 2.5, 9.9, 2.5, BLACK, 1);
    for (let x = 0; x < 10; x += 1) expect(isInk(raster, x, 2)).toBe(true);
    for (let x = 0; x < 10; x += 1) expect(isInk(raster, x, 0)).toBe(false);
  });

  it('draws a glyph scaled where it was placed', () => {
    const raster = blank(30, 40);
    const placement: GlyphPlacement = { x: 5, y: 4, scale: 4, slant: 0, wave: STILL };
    raster.glyph(glyphFor('L'), placement, BLACK);
    // the stem of the L: the first column of cells, rows 0-6
    expect(isInk(raster, 6, 5)).toBe(true);
    expect(isInk(raster, 6, 30)).toBe(true);
    // the foot: the last row of cells across
    expect(isInk(raster, 23, 30)).toBe(true);
    // the empty inside of the L and the margin around it
    expect(isInk(raster, 15, 10)).toBe(false);
    expect(isInk(raster, 3, 10)).toBe(false);
    expect(isInk(raster, 6, 34)).toBe(false);
  });

  it('leans a glyph by its slant', () => {
    const upright = blank(40, 40);
    const leaning = blank(40, 40);
    const placement: GlyphPlacement = { x: 12, y: 4, scale: 4, slant: 0, wave: STILL };
    upright.glyph(glyphFor('L'), placement, BLACK);
    leaning.glyph(glyphFor('L'), { ...placement, slant: 0.5 }, BLACK);
    // italic: the top of the stem moves right of where the upright one is, the bottom left
    expect(isInk(upright, 13, 5)).toBe(true);
    expect(isInk(leaning, 13, 5)).toBe(false);
    expect(isInk(leaning, 13 + 6, 5)).toBe(true);
    expect(isInk(leaning, 13 - 6, 30)).toBe(true);
  });

  it('bends a glyph along the wave', () => {
    const flat = blank(30, 40);
    const waved = blank(30, 40);
    const placement: GlyphPlacement = { x: 5, y: 8, scale: 4, slant: 0, wave: STILL };
    flat.glyph(glyphFor('T'), placement, BLACK);
    // a wave that moves everything down by about 3 pixels near x = 15
    waved.glyph(glyphFor('T'), { ...placement, wave: { amplitude: 3, period: 1000, phase: Math.PI / 2 } }, BLACK);
    expect(isInk(flat, 15, 9)).toBe(true);
    expect(isInk(waved, 15, 9)).toBe(false);
    expect(isInk(waved, 15, 12)).toBe(true);
  });
});
