/**
 * The pieces every paged list route repeats: its query string made checkable by a schema, the
 * page and page size it asks for, and Answer's `{count, list}` response around one item's schema.
 */
import type { ResponseSchema } from './context';

/**
 * Query-string values as a JSON Schema can check them: digits of the `integers` keys become
 * numbers (so `page=abc` fails the schema, and `page=2` passes), and empty values drop out.
 */
export function numericQuery(raw: unknown, integers: readonly string[] = ['page', 'page_size']): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  if (typeof raw !== 'object' || raw === null) return query;
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (value === '' || value === undefined) continue;
    query[key] = integers.includes(key) && typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  }
  return query;
}

/** The page a checked query asks for (1 when none) and its size (`size` when none, at most `max`). */
export function pagingOf(query: Record<string, unknown>, size: number, max: number): { page: number; pageSize: number } {
  const page = typeof query.page === 'number' ? query.page : 1;
  const pageSize = Math.min(typeof query.page_size === 'number' ? query.page_size : size, max);
  return { page, pageSize };
}

/** Answer's page of items: `{count, list}`, each entry as `item` describes it. */
export function pageResponseSchema(item: ResponseSchema): ResponseSchema {
  return { type: 'object', required: ['count', 'list'], properties: { count: { type: 'integer' }, list: { type: 'array', items: item } } };
}
