/**
 * A provider's hits made into Answer's results: the posts of one page read whole, in the page's
 * order. Posts no longer there or not shown to the caller (an external engine a moment behind)
 * drop out of the page.
 */
import type { Kysely } from 'kysely';
import { questionTags, usersByIds, type QueryAsker, type SearchHit } from '@answer/sdk/server';
import type { SearchResult } from '../shared/search-types';
import { ADOPTED_YES, ANSWER_STATUS, QUESTION_STATUS, SHOW_UNLISTED, type SearchTables } from './tables';
import { plainExcerpt, titleSlug } from './text';

type Db = Kysely<SearchTables>;

const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
const truthy = (value: unknown): boolean => Boolean(Number(value));

const QUESTION_STATUS_NAME: Record<number, string> = { [QUESTION_STATUS.available]: 'available', [QUESTION_STATUS.closed]: 'closed', [QUESTION_STATUS.pending]: 'pending' };
const ANSWER_STATUS_NAME: Record<number, string> = { [ANSWER_STATUS.available]: 'available', [ANSWER_STATUS.pending]: 'pending' };

const shown = (status: number, userId: string, viewerId: string | undefined, open: number[], pending: number): boolean =>
  open.includes(status) || (status === pending && viewerId !== undefined && userId === viewerId);

export async function resultsOf(db: Db, queries: QueryAsker, hits: SearchHit[], viewerId: string | undefined): Promise<SearchResult[]> {
  if (hits.length === 0) return [];
  const answerIds = hits.filter((hit) => hit.object_type === 'answer').map((hit) => hit.id);
  const answers = answerIds.length
    ? await db.selectFrom('answer').select(['id', 'question_id', 'user_id', 'parsed_text', 'adopted', 'status', 'vote_count', 'created_at']).where('id', 'in', answerIds).execute()
    : [];
  const answerById = new Map(answers.map((row) => [row.id, row]));
  const questionIds = [...new Set(hits.map((hit) => (hit.object_type === 'answer' ? answerById.get(hit.id)?.question_id : hit.id)).filter((id): id is string => Boolean(id)))];
  if (questionIds.length === 0) return [];
  const questions = await db
    .selectFrom('question')
    .select(['id', 'user_id', 'title', 'parsed_text', 'answer_count', 'accepted_answer_id', 'status', 'show', 'vote_count', 'created_at'])
    .where('id', 'in', questionIds)
    .execute();
  const questionById = new Map(questions.map((row) => [row.id, row]));
  const [tags, users] = await Promise.all([questionTags(queries, questionIds), usersByIds(queries, [...questions.map((row) => row.user_id), ...answers.map((row) => row.user_id)])]);
  const results: SearchResult[] = [];
  for (const hit of hits) {
    const answer = hit.object_type === 'answer' ? answerById.get(hit.id) : undefined;
    const question = questionById.get(answer ? answer.question_id : hit.id);
    if (!question || (hit.object_type === 'answer' && !answer)) continue;
    if (num(question.show) === SHOW_UNLISTED || !shown(num(question.status), question.user_id, viewerId, [QUESTION_STATUS.available, QUESTION_STATUS.closed], QUESTION_STATUS.pending)) continue;
    if (answer && !shown(num(answer.status), answer.user_id, viewerId, [ANSWER_STATUS.available], ANSWER_STATUS.pending)) continue;
    const userId = answer ? answer.user_id : question.user_id;
    const user = users.get(userId);
    results.push({
      object_type: hit.object_type,
      object: {
        id: hit.id,
        question_id: question.id,
        title: question.title,
        url_title: titleSlug(question.title),
        excerpt: plainExcerpt(answer ? answer.parsed_text : question.parsed_text),
        created_at: num(answer ? answer.created_at : question.created_at),
        vote_count: num(answer ? answer.vote_count : question.vote_count),
        accepted: answer ? num(answer.adopted) === ADOPTED_YES : question.accepted_answer_id !== '0' && question.accepted_answer_id !== '',
        answer_count: num(question.answer_count),
        user_info: { id: userId, username: user?.username ?? '', display_name: user?.display_name ?? '', rank: user?.rank ?? 0, status: user?.status ?? 'deleted' },
        tags: tags.get(question.id) ?? [],
        status: (answer ? ANSWER_STATUS_NAME[num(answer.status)] : QUESTION_STATUS_NAME[num(question.status)]) ?? 'available',
      },
    });
  }
  return results;
}
