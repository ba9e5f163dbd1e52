import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, GLYPH_HEIGHT, GLYPH_WIDTH, glyphFor } from './font';

function bitmap(char: string): string {
  const glyph = glyphFor(char);
  const rows: string[] = [];
  for (let row = 0; row < glyph.height; row += 1) {
    let line = '';
    for (let col = 0; col < glyph.width; col += 1) line += glyph.inked(col, row) ? '#' : '.';
    rows.push(line);
  }
  return rows.join('\n');
}

describe('captcha font', () => {
  it('leaves out characters people misread', () => {
    for (const char of ['0', 'O', '1', 'I', 'l']) expect(CAPTCHA_ALPHABET).not.toContain(char);
    expect(CAPTCHA_ALPHABET).toMatch(/^[A-Z2-9]+$/);
    expect(CAPTCHA_ALPHABET.length).toBeGreaterThanOrEqual(20);
  });

  it('has a distinct, non-empty 5×7 glyph for every character', () => {
    const seen = new Map<string, string>();
    for (const char of CAPTCHA_ALPHABET) {
      const glyph = glyphFor(char);
      expect([glyph.width, glyph.height]).toEqual([GLYPH_WIDTH, GLYPH_HEIGHT]);
      const shape = bitmap(char);
      expect(shape).toContain('#');
      expect(seen.get(shape), `${char} looks like ${seen.get(shape)}`).toBeUndefined();
      seen.set(shape, char);
    }
  });

  it('has ink only inside the grid', () => {
    const glyph = glyphFor('E');
    expect(glyph.inked(0, 0)).toBe(true);
    expect(glyph.inked(-1, 0)).toBe(false);
    expect(glyph.inked(GLYPH_WIDTH, 0)).toBe(false);
    expect(glyph.inked(0, GLYPH_HEIGHT)).toBe(false);
  });

  it('draws lower case as upper case and refuses characters outside the alphabet', () => {
    expect(bitmap('k')).toBe(bitmap('K'));
    expect(() => glyphFor('O')).toThrow(/No captcha glyph/);
    expect(() => glyphFor('?')).toThrow(/No captcha glyph/);
  });
});
