/**
 * Plausible values for a schema field: what a well-behaved client would send. Hostile cases start
 * from such a body and spoil one thing, so the spoiled field is what the route has to deal with.
 */
import type { FieldSchema } from './schema-shape';
import { primaryType } from './schema-shape';

/** Values the test knows to be real on the seeded site (ids of posts, a tag's name), by field name. */
export type Hints = (field: string) => unknown;

const TEXT_CANDIDATES = ['fuzz', 'newest', 'question', 'fuzz-user', 'https://example.com/fuzz', 'fuzz@example.com', '1', ''];

function fitsLength(field: FieldSchema, text: string): boolean {
  return text.length >= (field.minLength ?? 0) && text.length <= (field.maxLength ?? Infinity);
}

function plausibleString(field: FieldSchema): string {
  if (field.format === 'email') return 'fuzz@example.com';
  if (field.format === 'uri' || field.format === 'url') return 'https://example.com/fuzz';
  const pattern = field.pattern ? new RegExp(field.pattern, 'u') : null;
  const candidates = pattern ? TEXT_CANDIDATES.filter((text) => pattern.test(text)) : [];
  const fitting = candidates.find((text) => fitsLength(field, text));
  if (fitting !== undefined) return fitting;
  const length = Math.min(Math.max(field.minLength ?? 0, 24), field.maxLength ?? 24);
  return 'Fuzzing text that reads fine '.repeat(Math.ceil(length / 29) + 1).slice(0, length);
}

function plausibleNumber(field: FieldSchema, integer: boolean): number {
  const low = field.minimum ?? (field.exclusiveMinimum !== undefined ? field.exclusiveMinimum + 1 : 1);
  const high = field.maximum ?? (field.exclusiveMaximum !== undefined ? field.exclusiveMaximum - 1 : Infinity);
  const value = Math.min(Math.max(low, 1), high);
  return integer ? Math.ceil(value) : value;
}

export function plausibleValue(field: FieldSchema, name: string, hints: Hints, depth = 0): unknown {
  const hinted = hints(name);
  if (hinted !== undefined) return hinted;
  if (field.const !== undefined) return field.const;
  if (field.enum?.length) return field.enum.find((value) => value !== '') ?? field.enum[0];
  if (field.default !== undefined) return field.default;
  switch (primaryType(field)) {
    case 'integer':
      return plausibleNumber(field, true);
    case 'number':
      return plausibleNumber(field, false);
    case 'boolean':
      return false;
    case 'array': {
      const count = Math.max(field.minItems ?? 0, 1);
      return depth > 4 ? [] : Array.from({ length: count }, () => plausibleValue(field.items ?? {}, name, hints, depth + 1));
    }
    case 'object':
      return depth > 4 ? {} : plausibleObject(field, hints, depth + 1);
    default:
      return plausibleString(field);
  }
}

export function plausibleObject(schema: FieldSchema, hints: Hints, depth = 0): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.properties ?? {})) result[name] = plausibleValue(field, name, hints, depth);
  return result;
}
