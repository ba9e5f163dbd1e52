/**
 * Content ids in both of Answer's spellings. Long: `1` + 3-digit object type + 13-digit sequence
 * (`10010000000000002`). Short (permalink modes 3 and 4): the type and the sequence, each plus 100,
 * in little-endian base 62, the type always two characters (`D1E1` for the id above). Every call
 * accepts either and answers with long ids.
 */

/** Answer's object type codes, the three digits after the leading `1`. */
export const OBJECT_TYPE = { question: 1, answer: 2, tag: 3 } as const;

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const BASE = 62n;
const OFFSET = 100n;
const SEQUENCE_LIMIT = 10n ** 13n;
const LONG_ID = /^1\d{16}$/;
const SHORT_ID = /^[0-9a-zA-Z]{3,12}$/;

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

/** The short spelling of a long id. */
export function shortId(longId: string): string {
  if (!LONG_ID.test(longId)) throw new Error(`Not a content id: ${longId}`);
  return toBase62(BigInt(longId.slice(1, 4))) + toBase62(BigInt(longId.slice(4)));
}

/** The long id for a long or short spelling; null when `raw` is neither. */
export function longIdOf(raw: string): string | null {
  const text = raw.trim();
  if (LONG_ID.test(text)) return text;
  if (!SHORT_ID.test(text)) return null;
  const type = fromBase62(text.slice(0, 2));
  const sequence = fromBase62(text.slice(2));
  if (type < 1n || type > 999n || sequence < 1n || sequence >= SEQUENCE_LIMIT) return null;
  return `1${type.toString().padStart(3, '0')}${sequence.toString().padStart(13, '0')}`;
}

/** The object type code of a long id. */
export const objectTypeOf = (longId: string): number => Number(longId.slice(1, 4));

/** The long id of a question, or null when `raw` names no question (bad text, another kind of post). */
export function questionIdOf(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const id = longIdOf(raw);
  return id && objectTypeOf(id) === OBJECT_TYPE.question ? id : null;
}
