/**
 * A small RGB drawing surface: filled background, blended pixels, thick lines and bitmap glyphs
 * drawn slanted, scaled and warped with soft edges. Just enough to paint a captcha.
 */
import type { Glyph } from './font';

export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

/** Where and how a glyph is drawn. */
export interface GlyphPlacement {
  /** Top-left corner of the glyph's box before slanting, in pixels. */
  x: number;
  y: number;
  /** Pixels per font cell. */
  scale: number;
  /** Horizontal shift per pixel down from the glyph's middle row (italic when positive). */
  slant: number;
  /** A vertical wave along x: each column moves by `amplitude * sin(x / period + phase)`. */
  wave: { amplitude: number; period: number; phase: number };
}

/** Samples per pixel side when working out how much of a pixel a glyph covers. */
const SUPERSAMPLE = 3;

export class Raster {
  /** Three bytes (red, green, blue) a pixel, row after row. */
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
      throw new RangeError(`Invalid raster size ${width}×${height}`);
    }
    this.pixels = new Uint8Array(width * height * 3);
  }

  fill(color: Rgb): void {
    for (let offset = 0; offset < this.pixels.length; offset += 3) {
      this.pixels[offset] = color.r;
      this.pixels[offset + 1] = color.g;
      this.pixels[offset + 2] = color.b;
    }
  }

  pixel(x: number, y: number): Rgb {
    const offset = this.offsetOf(x, y);
    if (offset < 0) throw new RangeError(`Pixel ${x},${y} is outside the raster`);
    return { r: this.pixels[offset], g: this.pixels[offset + 1], b: this.pixels[offset + 2] };
  }

  /** Mixes `color` into the pixel by `alpha` (0 leaves it, 1 replaces it); outside the raster does nothing. */
  blend(x: number, y: number, color: Rgb, alpha = 1): void {
    const offset = this.offsetOf(x, y);
    if (offset < 0 || alpha <= 0) return;
    const a = Math.min(alpha, 1);
    this.pixels[offset] = Math.round(this.pixels[offset] * (1 - a) + color.r * a);
    this.pixels[offset + 1] = Math.round(this.pixels[offset + 1] * (1 - a) + color.g * a);
    this.pixels[offset + 2] = Math.round(this.pixels[offset + 2] * (1 - a) + color.b * a);
  }

  /** A straight line `thickness` pixels wide (a round brush stepped along it). */
  line(x0: number, y0: number, x1: number, y1: number, color: Rgb, thickness = 1): void {
    const steps = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0)));
    const radius = Math.max(thickness, 1) / 2;
    for (let step = 0; step <= steps; step += 1) {
      const t = step / steps;
      this.dot(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, radius, color);
    }
  }

  /** A filled disc; a radius under one pixel marks the pixel the point falls in. */
  dot(cx: number, cy: number, radius: number, color: Rgb): void {
    if (radius <= 0.5) {
      this.blend(Math.floor(cx), Math.floor(cy), color);
      return;
    }
    for (let y = Math.floor(cy - radius); y <= Math.ceil(cy + radius); y += 1) {
      for (let x = Math.floor(cx - radius); x <= Math.ceil(cx + radius); x += 1) {
        if (Math.hypot(x + 0.5 - cx, y + 0.5 - cy) <= radius) this.blend(x, y, color);
      }
    }
  }

  /**
   * Paints `glyph` at `placement`. Each pixel is sampled on a grid and mapped back into the font
   * (undoing the wave, the slant and the scale), so edges come out smooth at any slant.
   */
  glyph(glyph: Glyph, placement: GlyphPlacement, color: Rgb): void {
    const { x, y, scale, slant, wave } = placement;
    const boxWidth = glyph.width * scale;
    const boxHeight = glyph.height * scale;
    const middle = y + boxHeight / 2;
    const reach = Math.abs(slant) * (boxHeight / 2) + 1;
    const waveReach = Math.abs(wave.amplitude) + 1;
    const left = Math.floor(x - reach);
    const right = Math.ceil(x + boxWidth + reach);
    const top = Math.floor(y - waveReach);
    const bottom = Math.ceil(y + boxHeight + waveReach);
    const samples = SUPERSAMPLE * SUPERSAMPLE;
    for (let py = top; py < bottom; py += 1) {
      for (let px = left; px < right; px += 1) {
        let covered = 0;
        for (let sy = 0; sy < SUPERSAMPLE; sy += 1) {
          for (let sx = 0; sx < SUPERSAMPLE; sx += 1) {
            const fx = px + (sx + 0.5) / SUPERSAMPLE;
            const fy = py + (sy + 0.5) / SUPERSAMPLE - wave.amplitude * Math.sin(fx / wave.period + wave.phase);
            const ux = fx - x + slant * (fy - middle);
            const col = Math.floor(ux / scale);
            const row = Math.floor((fy - y) / scale);
            if (ux >= 0 && fy >= y && glyph.inked(col, row)) covered += 1;
          }
        }
        if (covered > 0) this.blend(px, py, color, covered / samples);
      }
    }
  }

  private offsetOf(x: number, y: number): number {
    if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= this.width || y >= this.height) return -1;
    return (y * this.width + x) * 3;
  }
}
