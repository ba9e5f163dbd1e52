/**
 * Questions related to one question: those sharing its tags (`GET /question/similar/tag`) and those
 * linking to it (`GET /question/link`), both as list items and both only among listed, visible
 * questions.
 */
import type { Kysely } from 'kysely';
import type { QueryAsker } from '@answer/sdk/server';
import { pageItems, type QuestionPageResp } from './list';
import { QUESTION_STATUS, SHOW, TAG_REL_STATUS, type QuestionsTables } from './tables';

/** How many related questions the question page shows. */
export const RELATED_LIMIT = 5;

/**
 * Other questions with the most tags in common with `questionId`, best voted and newest first
 * among equals.
 */
export async function relatedByTags(db: Kysely<QuestionsTables>, queries: QueryAsker, questionId: string, limit = RELATED_LIMIT): Promise<{ count: number; list: QuestionPageResp[] }> {
  const tagIds = (await db.selectFrom('tag_rel').select('tag_id').where('object_id', '=', questionId).where('status', '=', TAG_REL_STATUS.available).execute()).map((row) => row.tag_id);
  if (tagIds.length === 0) return { count: 0, list: [] };
  const shared = await db
    .selectFrom('tag_rel')
    .innerJoin('question', 'question.id', 'tag_rel.object_id')
    .select(['question.id', (eb) => eb.fn.countAll<number | string>().as('shared')])
    .where('tag_rel.tag_id', 'in', tagIds)
    .where('tag_rel.status', '=', TAG_REL_STATUS.available)
    .where('question.id', '<>', questionId)
    .where('question.status', 'in', [QUESTION_STATUS.available, QUESTION_STATUS.closed])
    .where('question.show', '!=', SHOW.unlisted)
    .groupBy(['question.id', 'question.vote_count', 'question.created_at'])
    .orderBy('shared', 'desc')
    .orderBy('question.vote_count', 'desc')
    .orderBy('question.created_at', 'desc')
    .limit(limit)
    .execute();
  if (shared.length === 0) return { count: 0, list: [] };
  const ids = shared.map((row) => row.id);
  const rows = await db.selectFrom('question').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.map((id) => byId.get(id)).filter((row): row is NonNullable<typeof row> => row !== undefined);
  const list = await pageItems(db, queries, ordered, 'newest');
  return { count: list.length, list };
}
