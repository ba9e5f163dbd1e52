/** Query strings as the schemas check them. */

const INTEGER_FIELDS = new Set(['page', 'page_size', 'in_days']);

/** Digits of the paging fields become numbers, so the schema can check them; empty values drop out. */
export function typedQuery(raw: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (typeof raw !== 'object' || raw === null) return out;
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (value === '' || value === undefined) continue;
    out[key] = INTEGER_FIELDS.has(key) && typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  }
  return out;
}

export const asObject = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
