/**
 * Conditions read from a document's normalised text (`d.title`, `d.body`: its tokens separated by
 * single spaces), where the full-text index gives no rank or no word order: the title hits a
 * search ranks by on SQLite (past bm25's cheap range) and on MySQL, and MySQL's phrases.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Dialect } from '@answer/sdk/server';
import type { TokenGroup } from './normalize';

type TextColumn = 'd.title' | 'd.body';

/** The column holds `part` (tokens joined by single spaces) as whole tokens, in that order. */
export function holds(dialect: Dialect, column: TextColumn, part: string): RawBuilder<SqlBool> {
  const needle = ` ${part} `;
  if (dialect === 'mysql') {
    // `||` is OR there; bytes are compared, as the term table does (a `_ci` collation would take
    // `zzcafé` for `zzcafe`)
    return sql<SqlBool>`instr(concat(' ', ${sql.ref(column)}, ' '), cast(${needle} as binary)) > 0`;
  }
  return sql<SqlBool>`instr(' ' || ${sql.ref(column)} || ' ', ${needle}) > 0`;
}

/** The query's words, and each phrase as written. */
const queryParts = (groups: TokenGroup[]): string[] => groups.flatMap((group) => (group.ordered ? [group.tokens.join(' ')] : group.tokens));

/** How many of the query's words and phrases a document's title holds. */
export function titleHits(dialect: Dialect, groups: TokenGroup[]): RawBuilder<number> {
  return sql<number>`(${sql.join(
    queryParts(groups).map((part) => sql`(case when ${holds(dialect, 'd.title', part)} then 1 else 0 end)`),
    sql` + `,
  )})`;
}

/** Each phrase (ordered group) is found as written, in the title or in the body. */
export function phrasesHeld(dialect: Dialect, groups: TokenGroup[]): RawBuilder<SqlBool>[] {
  return groups
    .filter((group) => group.ordered)
    .map((group) => {
      const part = group.tokens.join(' ');
      return sql<SqlBool>`(${holds(dialect, 'd.title', part)} or ${holds(dialect, 'd.body', part)})`;
    });
}
