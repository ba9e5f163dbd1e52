/**
 * Answer's content ids in both spellings (research notes 2.5), the same on both sides.
 * Long: `1` + 3-digit object type + 13-digit sequence (`10010000000000002`), as `ctx.ids.next`
 * issues them. Short (permalink modes 3 and 4): the type and the sequence, each plus 100, in
 * little-endian base 62, the type always two characters (`D1E1` for the id above). Answer accepts
 * either spelling wherever it takes an id, so readers go through `longId` first.
 */

/** Answer's object type codes, the three digits after the leading `1`. */
export const OBJECT_TYPE = {
  question: 1,
  answer: 2,
  tag: 3,
  user: 4,
  collection: 6,
  comment: 7,
  report: 8,
  badge: 9,
  badge_award: 10,
} as const;

export type ObjectTypeName = keyof typeof OBJECT_TYPE;

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const BASE = 62n;
const OFFSET = 100n;
const SEQUENCE_LIMIT = 10n ** 13n;
const LONG_ID = /^1\d{16}$/;
const SHORT_ID = /^[0-9a-zA-Z]{3,12}$/;
/** Answer never reads a string of digits as a short id (member ids are plain numbers). */
const DIGITS = /^\d+$/;

/** Whether `value` is a content id in the long spelling. */
export function isContentId(value: unknown): value is string {
  return typeof value === 'string' && LONG_ID.test(value);
}

function toBase62(value: bigint): string {
  let rest = value + OFFSET;
  let out = '';
  while (rest > 0n) {
    out += ALPHABET[Number(rest % BASE)];
    rest /= BASE;
  }
  return out;
}

function fromBase62(text: string): bigint {
  let value = 0n;
  for (let index = text.length - 1; index >= 0; index -= 1) value = value * BASE + BigInt(ALPHABET.indexOf(text[index]));
  return value - OFFSET;
}

/** The short spelling of a long id; anything else (already short, not an id) comes back unchanged, as Answer's `EnShortID`. */
export function shortId(id: string): string {
  if (!LONG_ID.test(id)) return id;
  return toBase62(BigInt(id.slice(1, 4))) + toBase62(BigInt(id.slice(4)));
}

/** The long id for a long or short spelling (surrounding blanks ignored); null when `raw` is neither (digits alone are never short). */
export function longId(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (LONG_ID.test(text)) return text;
  if (!SHORT_ID.test(text) || DIGITS.test(text)) return null;
  const type = fromBase62(text.slice(0, 2));
  const sequence = fromBase62(text.slice(2));
  if (type < 1n || type > 999n || sequence < 1n || sequence >= SEQUENCE_LIMIT) return null;
  return `1${type.toString().padStart(3, '0')}${sequence.toString().padStart(13, '0')}`;
}

/** The object type code of an id in either spelling; null when `raw` is no id. */
export function objectTypeOf(raw: unknown): number | null {
  const id = longId(raw);
  if (!id) return null;
  // read from the digits' codes: asked for every id of every page, and a slice is a new string
  return (id.charCodeAt(1) - 48) * 100 + (id.charCodeAt(2) - 48) * 10 + (id.charCodeAt(3) - 48);
}

const NAMES = new Map<number, ObjectTypeName>(Object.entries(OBJECT_TYPE).map(([name, code]) => [code, name as ObjectTypeName]));

/** The object type of an id in either spelling by name (`question`, `answer`, ...); null when unknown. */
export function objectTypeNameOf(raw: unknown): ObjectTypeName | null {
  const code = objectTypeOf(raw);
  return code === null ? null : (NAMES.get(code) ?? null);
}

/** The long id when `raw` names an object of type `objectType` in either spelling, else null. */
export function contentIdOf(raw: unknown, objectType: number): string | null {
  const id = longId(raw);
  return id && Number(id.slice(1, 4)) === objectType ? id : null;
}
