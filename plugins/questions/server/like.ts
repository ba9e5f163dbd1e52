/**
 * Case-insensitive LIKE that treats the user's text literally on SQLite, PostgreSQL and MySQL.
 * `!` is the escape character: a backslash means different things in the three dialects'
 * string literals, and SQLite has no default escape at all.
 */
import { sql, type RawBuilder } from 'kysely';

const escapeLike = (text: string): string => text.replace(/[!%_]/g, (char) => `!${char}`);

export type LikeMode = 'contains' | 'prefix' | 'exact';

/** The pattern for `text` (lower-cased, wildcards escaped). */
export function likePattern(text: string, mode: LikeMode): string {
  const literal = escapeLike(text.toLowerCase());
  if (mode === 'exact') return literal;
  return mode === 'prefix' ? `${literal}%` : `%${literal}%`;
}

/** `lower(column) LIKE pattern ESCAPE '!'` for a pattern from `likePattern`. */
export function lowerLike(column: string, pattern: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '!'`;
}
