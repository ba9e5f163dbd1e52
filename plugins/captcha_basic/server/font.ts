/**
 * A 5×7 bitmap font for the characters a captcha code is made of. The alphabet leaves out every
 * character that is easy to misread once slanted and warped: 0/O, 1/I/l (as the spec asks) and
 * also B/8, G/6, S/5 and Z/2, of which only the digit is kept. Answers are compared without
 * regard to case, so upper case is all that is drawn.
 */

export const GLYPH_WIDTH = 5;
export const GLYPH_HEIGHT = 7;

/** A character as a grid of inked cells, `GLYPH_WIDTH` × `GLYPH_HEIGHT`. */
export interface Glyph {
  readonly width: number;
  readonly height: number;
  /** True when the cell at column `col`, row `row` is inked; false outside the grid. */
  inked(col: number, row: number): boolean;
}

/* `#` is ink, `.` is paper; one string per row, top to bottom. */
const SHAPES: Record<string, readonly string[]> = {
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  J: ['..###', '...#.', '...#.', '...#.', '...#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  Q: ['.###.', '#...#', '#...#', '#...#', '#.#.#', '#..#.', '.##.#'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '.#.#.', '.#.#.', '..#..', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '#.#.#', '.#.#.'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['#####', '...#.', '..#..', '...#.', '....#', '#...#', '.###.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
};

/** The characters a code may contain. */
export const CAPTCHA_ALPHABET = Object.keys(SHAPES).join('');

function glyphOf(rows: readonly string[]): Glyph {
  return {
    width: GLYPH_WIDTH,
    height: GLYPH_HEIGHT,
    inked: (col, row) => rows[row]?.[col] === '#',
  };
}

const GLYPHS = new Map(Object.entries(SHAPES).map(([char, rows]) => [char, glyphOf(rows)]));

/** The glyph of `char` (upper or lower case); throws for a character outside the alphabet. */
export function glyphFor(char: string): Glyph {
  const glyph = GLYPHS.get(char.toUpperCase());
  if (!glyph) throw new Error(`No captcha glyph for ${JSON.stringify(char)}`);
  return glyph;
}
