/**
 * This plugin's answer to `post.visible`: which of the questions among the ids the caller may see,
 * by the same rule as the question page (`canSee`), so every plugin acting on a question hides
 * exactly what the question page hides.
 */
import { contentIdOf, memberOf, OBJECT_TYPE, type ServerContext, type ServerQueryHandlers } from '@answer/sdk/server';
import { questionsDb, questionsTrx } from './db';
import { canSee } from './question-read';

export function questionVisibilityQuery(ctx: ServerContext): NonNullable<ServerQueryHandlers['post.visible']> {
  return async ({ principal, object_ids }, { trx }) => {
    const ids = object_ids.filter((id) => contentIdOf(id, OBJECT_TYPE.question) === id);
    if (ids.length === 0) return {};
    const db = trx ? questionsTrx(trx) : questionsDb(ctx);
    const rows = await db.selectFrom('question').select(['id', 'user_id', 'status']).where('id', 'in', ids).execute();
    const actor = memberOf(principal);
    return Object.fromEntries(rows.map((row) => [row.id, canSee(actor, row)]));
  };
}
