/**
 * `question_link`: which posts link to which questions, kept for the "Linked questions" list and
 * the `frequent` order (`question.linked_count`, the number of other visible questions linking to a
 * question from their body or their answers). A post's links are replaced whenever it is written.
 */
import type { Kysely } from 'kysely';
import { toNumber, withAnswers, type QuestionsDb } from './db';
import { linkRefs, type LinkRef } from './link-refs';
import { LINK_STATUS, QUESTION_STATUS } from './tables';

/** `answer.status` of an answer everyone sees (the answers plugin's value). */
const ANSWER_AVAILABLE = 1;

/** The post the links are in. */
export interface LinkSource {
  questionId: string;
  /** '0' for the question's own body */
  answerId: string;
}

interface Target {
  questionId: string;
  answerId: string;
}

/** Each ref as an existing question (and answer), `#<answer id>` refs resolved through the answer. */
async function resolve(db: QuestionsDb, refs: readonly LinkRef[], source: LinkSource): Promise<Target[]> {
  const answerIds = refs.filter((ref) => ref.questionId === null).map((ref) => ref.answerId);
  const questionOfAnswer = new Map<string, string>();
  if (answerIds.length > 0) {
    for (const row of await withAnswers(db).selectFrom('answer').select(['id', 'question_id']).where('id', 'in', answerIds).execute()) questionOfAnswer.set(row.id, row.question_id);
  }
  const candidates = refs
    .map((ref) => ({ questionId: ref.questionId ?? questionOfAnswer.get(ref.answerId) ?? '', answerId: ref.answerId }))
    // a post naming its own question is not a link between questions
    .filter((target) => target.questionId !== '' && target.questionId !== source.questionId);
  if (candidates.length === 0) return [];
  const ids = [...new Set(candidates.map((target) => target.questionId))];
  const existing = new Set((await db.selectFrom('question').select('id').where('id', 'in', ids).execute()).map((row) => row.id));
  const seen = new Set<string>();
  return candidates.filter((target) => {
    const key = `${target.questionId}:${target.answerId}`;
    if (!existing.has(target.questionId) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Sets `linked_count` of `questionIds` from the links: distinct other questions, not deleted or
 * pending, linking to each. Counted first and written as values, since MySQL refuses an update
 * of `question` that reads `question` in a subquery.
 */
export async function recountLinked(db: QuestionsDb, questionIds: Iterable<string>): Promise<void> {
  const ids = [...new Set(questionIds)];
  if (ids.length === 0) return;
  const rows = await db
    .selectFrom('question_link')
    .innerJoin('question as source', 'source.id', 'question_link.from_question_id')
    .select(['question_link.to_question_id as id', (eb) => eb.fn.count<number | string>('question_link.from_question_id').distinct().as('count')])
    .where('question_link.to_question_id', 'in', ids)
    .where('question_link.status', '=', LINK_STATUS.available)
    .where('source.status', 'in', [QUESTION_STATUS.available, QUESTION_STATUS.closed])
    .groupBy('question_link.to_question_id')
    .execute();
  const counts = new Map(rows.map((row) => [row.id, toNumber(row.count)]));
  for (const id of ids) await db.updateTable('question').set({ linked_count: counts.get(id) ?? 0 }).where('id', '=', id).execute();
}

/** The questions the links of `from` point at. */
async function targetsOf(db: QuestionsDb, questionId: string, answers: 'question' | 'answers'): Promise<string[]> {
  let query = db.selectFrom('question_link').select('to_question_id').where('from_question_id', '=', questionId);
  query = answers === 'question' ? query.where('from_answer_id', '=', '0') : query.where('from_answer_id', '<>', '0');
  return (await query.execute()).map((row) => row.to_question_id);
}

async function insertLinks(db: QuestionsDb, source: LinkSource, targets: readonly Target[], now: number): Promise<void> {
  if (targets.length === 0) return;
  await db
    .insertInto('question_link')
    .values(
      targets.map((target) => ({
        created_at: now,
        updated_at: now,
        from_question_id: source.questionId,
        from_answer_id: source.answerId,
        to_question_id: target.questionId,
        to_answer_id: target.answerId,
        status: LINK_STATUS.available,
      })),
    )
    .execute();
}

/** Replaces the links of a question's own body with `refs` and recounts every question affected. */
export async function syncQuestionLinks(db: QuestionsDb, questionId: string, refs: readonly LinkRef[], now: number): Promise<void> {
  const before = await targetsOf(db, questionId, 'question');
  await db.deleteFrom('question_link').where('from_question_id', '=', questionId).where('from_answer_id', '=', '0').execute();
  const targets = await resolve(db, refs, { questionId, answerId: '0' });
  await insertLinks(db, { questionId, answerId: '0' }, targets, now);
  await recountLinked(db, [...before, ...targets.map((target) => target.questionId)]);
}

/** Replaces the links of all of a question's answers (`refsOf` finds them in one answer's text). */
export async function syncAnswerLinks(db: QuestionsDb, questionId: string, refsOf: (text: string) => LinkRef[], now: number): Promise<void> {
  const before = await targetsOf(db, questionId, 'answers');
  await db.deleteFrom('question_link').where('from_question_id', '=', questionId).where('from_answer_id', '<>', '0').execute();
  const answers = await withAnswers(db).selectFrom('answer').select(['id', 'original_text']).where('question_id', '=', questionId).where('status', '=', ANSWER_AVAILABLE).execute();
  const after: string[] = [];
  for (const answer of answers) {
    const source = { questionId, answerId: answer.id };
    const targets = await resolve(db, refsOf(answer.original_text), source);
    await insertLinks(db, source, targets, now);
    after.push(...targets.map((target) => target.questionId));
  }
  await recountLinked(db, [...before, ...after]);
}

/** After a question was deleted or restored: the questions it links to count it again, or no more. */
export async function recountTargetsOf(db: QuestionsDb, questionId: string): Promise<void> {
  const rows = await db.selectFrom('question_link').select('to_question_id').where('from_question_id', '=', questionId).execute();
  await recountLinked(db, rows.map((row) => row.to_question_id));
}

/** The `site_info` row holding the site's address (the host's table, read by name). */
interface SiteInfoView {
  site_info: { type: string; content: string };
}

/**
 * Site addresses a link may start with: the configured one. Read through `db` (the writer's
 * transaction) rather than `ctx.siteUrl()`: on SQLite a read on another connection would wait for
 * the transaction holding the only one.
 */
async function siteAddresses(db: QuestionsDb): Promise<string[]> {
  const row = await (db as unknown as Kysely<SiteInfoView>).selectFrom('site_info').select('content').where('type', '=', 'general').executeTakeFirst();
  try {
    const url = (JSON.parse(row?.content ?? '{}') as { site_url?: unknown }).site_url;
    return typeof url === 'string' && url ? [url] : [];
  } catch {
    return [];
  }
}

/** Re-reads the links of a question's body after it was written (asked, edited, an edit approved). */
export async function refreshQuestionLinks(db: QuestionsDb, questionId: string, content: string, now: number): Promise<void> {
  await syncQuestionLinks(db, questionId, linkRefs(content, await siteAddresses(db)), now);
}

/** Re-reads the links of every answer of a question after its answers changed. */
export async function refreshAnswerLinks(db: QuestionsDb, questionId: string, now: number): Promise<void> {
  const addresses = await siteAddresses(db);
  await syncAnswerLinks(db, questionId, (text) => linkRefs(text, addresses), now);
}
