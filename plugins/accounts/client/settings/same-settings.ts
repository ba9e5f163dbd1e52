/**
 * Whether a member's edited plugin settings still equal the saved ones. The form fills in fields
 * the saved values never had (an empty text, a secret left blank), so a missing value, `null` and
 * `''` count as the same; key order does not matter.
 */
export function sameSettings(a: unknown, b: unknown): boolean {
  if (isBlank(a) || isBlank(b)) return isBlank(a) && isBlank(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameSettings(item, b[index]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameSettings(a[key], b[key]));
  }
  return a === b;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
