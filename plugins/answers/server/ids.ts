/**
 * Content ids in both of Answer's spellings, so every call takes either. Long: `1` + 3-digit object
 * type + 13-digit sequence. Short (permalink modes 3 and 4): the type and the sequence, each plus
 * 100, in little-endian base 62, the type always two characters (`D1E1` = `10010000000000002`).
 */

export const OBJECT_TYPE = { question: 1, answer: 2 } as const;

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const BASE = 62n;
const OFFSET = 100n;
const SEQUENCE_LIMIT = 10n ** 13n;
const LONG_ID = /^1\d{16}$/;
const SHORT_ID = /^[0-9a-zA-Z]{3,12}$/;

function fromBase62(text: string): bigint {
  let value = 0n;
  for (let index = text.length - 1; index >= 0; index -= 1) value = value * BASE + BigInt(ALPHABET.indexOf(text[index]));
  return value - OFFSET;
}

/** The long id for a long or short spelling; null when `raw` is neither. */
export function longIdOf(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (LONG_ID.test(text)) return text;
  if (!SHORT_ID.test(text)) return null;
  const type = fromBase62(text.slice(0, 2));
  const sequence = fromBase62(text.slice(2));
  if (type < 1n || type > 999n || sequence < 1n || sequence >= SEQUENCE_LIMIT) return null;
  return `1${type.toString().padStart(3, '0')}${sequence.toString().padStart(13, '0')}`;
}

/** The long id when `raw` names a post of `objectType` in either spelling, else null. */
export function contentIdOf(raw: unknown, objectType: number): string | null {
  const id = longIdOf(raw);
  return id && Number(id.slice(1, 4)) === objectType ? id : null;
}
