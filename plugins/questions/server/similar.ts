import { urlTitle } from '@answer/sdk/server';
/**
 * `GET /question/similar`: questions whose titles share words with the title being typed, so
 * askers find an existing answer first. Titles matching more of the words come first, then the
 * newest. Only open and closed listed questions take part.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import { toNumber, type QuestionsDb } from './db';
import { likePattern, lowerLike } from './like';
import { QUESTION_STATUS, SHOW } from './tables';

export const SIMILAR_LIMIT = 10;
const MAX_WORDS = 8;

/** Words too common in questions to say anything about the subject. */
const STOP_WORDS = new Set(
  'the and for are but not you your with what when where which who why how can could should would will does did has have had was were this that these those from into about there their them then than any all get use using been being its it\'s also just'.split(' '),
);

/** The words of a title worth matching: three characters or more, not a stop word, each once. */
export function significantWords(title: string): string[] {
  const words = title.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}+#.'_-]*/gu) ?? [];
  const kept = new Set<string>();
  for (const raw of words) {
    const word = raw.replace(/[.'_-]+$/, '');
    if (Array.from(word).length < 3 || STOP_WORDS.has(word)) continue;
    kept.add(word);
    if (kept.size === MAX_WORDS) break;
  }
  return [...kept];
}

/** Answer's `QuestionBaseInfo`. */
export interface SimilarQuestion {
  id: string;
  title: string;
  url_title: string;
  view_count: number;
  answer_count: number;
  collection_count: number;
  follow_count: number;
  status: string;
  accepted_answer: boolean;
  accepted_answer_id: string;
}

const STATUS_NAMES: Record<number, string> = { [QUESTION_STATUS.available]: 'available', [QUESTION_STATUS.closed]: 'closed' };

export async function similarQuestions(db: QuestionsDb, title: string): Promise<SimilarQuestion[]> {
  const words = significantWords(title);
  if (words.length === 0) return [];
  const matches: Expression<SqlBool>[] = words.map((word) => lowerLike('question.title', likePattern(word, 'contains')));
  const score = sql<number>`${sql.join(
    matches.map((match) => sql`case when ${match} then 1 else 0 end`),
    sql` + `,
  )}`;
  const rows = await db
    .selectFrom('question')
    .select(['id', 'title', 'view_count', 'answer_count', 'collection_count', 'follow_count', 'status', 'accepted_answer_id'])
    .where('status', 'in', [QUESTION_STATUS.available, QUESTION_STATUS.closed])
    .where('show', '=', SHOW.listed)
    .where((eb) => eb.or(matches))
    .orderBy(score, 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(SIMILAR_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    url_title: urlTitle(row.title),
    view_count: toNumber(row.view_count),
    answer_count: toNumber(row.answer_count),
    collection_count: toNumber(row.collection_count),
    follow_count: toNumber(row.follow_count),
    status: STATUS_NAMES[toNumber(row.status)] ?? 'available',
    accepted_answer: row.accepted_answer_id !== '0' && row.accepted_answer_id !== '',
    accepted_answer_id: row.accepted_answer_id,
  }));
}
