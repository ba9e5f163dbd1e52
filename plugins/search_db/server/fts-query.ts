/**
 * Full-text queries of each database built from normalised tokens only (see `normalize.ts`):
 * every token is letters and digits behind a fixed prefix, so no text of the caller reaches an
 * index's query syntax and no query can fail to parse.
 */
import type { Dialect } from '@answer/sdk/server';
import type { TokenGroup } from './normalize';

/** Tokens a query uses at most; the rest of a long query is left out. */
export const MAX_QUERY_TOKENS = 64;

/** The groups with at most `MAX_QUERY_TOKENS` tokens in all, empty groups dropped. */
export function boundedGroups(groups: TokenGroup[]): TokenGroup[] {
  const kept: TokenGroup[] = [];
  let budget = MAX_QUERY_TOKENS;
  for (const group of groups) {
    if (group.tokens.length === 0 || budget <= 0) continue;
    const tokens = group.tokens.slice(0, budget);
    budget -= tokens.length;
    kept.push({ tokens, ordered: group.ordered && tokens.length > 1 });
  }
  return kept;
}

const sqliteGroup = (group: TokenGroup): string => (group.ordered ? `"${group.tokens.join(' ')}"` : group.tokens.map((token) => `"${token}"`).join(' AND '));
const postgresGroup = (group: TokenGroup): string =>
  group.ordered ? `(${group.tokens.map((token) => `'${token}'`).join(' <-> ')})` : group.tokens.map((token) => `'${token}'`).join(' & ');

/** The text bound to FTS5 `MATCH` or PostgreSQL `::tsquery`: every group must match (MySQL reads its term table, `mysql-terms.ts`). */
export function ftsQuery(dialect: Exclude<Dialect, 'mysql'>, groups: TokenGroup[]): string {
  if (dialect === 'postgres') return groups.map(postgresGroup).join(' & ');
  return groups.map(sqliteGroup).join(' AND ');
}

/** Positions PostgreSQL keeps per lexeme and in all. */
const PG_MAX_POSITIONS = 255;
const PG_MAX_POSITION = 16_383;

/**
 * A `tsvector` literal of a title and a body (title words weighted A): built here rather than by
 * `to_tsvector`, whose parser would split the tokens its own way.
 */
export function tsvectorLiteral(title: string[], body: string[]): string {
  const positions = new Map<string, string[]>();
  const add = (token: string, position: number, weight: string) => {
    const list = positions.get(token) ?? [];
    if (list.length < PG_MAX_POSITIONS) list.push(`${Math.min(position, PG_MAX_POSITION)}${weight}`);
    positions.set(token, list);
  };
  title.forEach((token, index) => add(token, index + 1, 'A'));
  // a gap keeps a phrase from running from the title into the body
  body.forEach((token, index) => add(token, title.length + index + 3, ''));
  return [...positions].map(([token, list]) => `'${token}':${list.join(',')}`).join(' ');
}
