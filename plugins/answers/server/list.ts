/** The page of a question's answers in one of Answer's orders, with what the caller may see. */
import { asNumber, type AnswersDb } from './db';
import { isModerator, type Caller } from './permissions';
import type { AnswerRow } from './answer-read';
import { ANSWER_STATUS } from './tables';

export type AnswerOrder = 'default' | 'updated' | 'created';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export interface AnswerPageQuery {
  questionId: string;
  order: AnswerOrder;
  page: number;
  pageSize: number;
}

export async function answerPage(db: AnswersDb, caller: Caller | null, query: AnswerPageQuery): Promise<{ count: number; rows: AnswerRow[] }> {
  const base = () => {
    const scoped = db.selectFrom('answer').where('question_id', '=', query.questionId);
    // moderators see deleted and held answers; authors see their own
    const hidden = [ANSWER_STATUS.deleted, ANSWER_STATUS.pending];
    if (isModerator(caller)) return scoped.where('status', 'in', [ANSWER_STATUS.available, ...hidden]);
    return scoped.where((eb) =>
      caller ? eb.or([eb('status', '=', ANSWER_STATUS.available), eb.and([eb('status', 'in', hidden), eb('user_id', '=', caller.userId)])]) : eb('status', '=', ANSWER_STATUS.available),
    );
  };
  const counted = await base().select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst();
  let rows = base().selectAll();
  if (query.order === 'created') rows = rows.orderBy('created_at', 'desc').orderBy('id', 'desc');
  else if (query.order === 'updated') rows = rows.orderBy('updated_at', 'desc').orderBy('id', 'desc');
  else rows = rows.orderBy('adopted', 'desc').orderBy('vote_count', 'desc').orderBy('created_at', 'asc').orderBy('id', 'asc');
  const list = await rows.limit(query.pageSize).offset((query.page - 1) * query.pageSize).execute();
  return { count: asNumber(counted?.count), rows: list };
}
