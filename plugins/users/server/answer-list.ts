/**
 * A member's answers: the profile's list (`GET /personal/answer/page`) and the overview's top
 * five by votes (`GET /personal/qa/top`), as Answer's `UserAnswerInfo` with the title and tags of
 * the question each answers. Deleted answers are never listed; answers waiting for review only
 * to the member and staff, and only in the list. A deleted question's title is replaced for
 * everyone (Answer's "Deleted question"); a question the caller may not see is listed under a
 * neutral title, without tags.
 */
import { questionTags, urlTitle, visiblePosts, type QueryAsker, type QuestionTag } from '@answer/sdk/server';
import { toNumber, type UsersDb } from './db';
import type { Viewer } from './members';
import type { WithheldTitles } from './objects';
import { pageOf, type Page, type PageRequest } from './paging';
import { TOP_COUNT, type PersonalOrder } from './question-list';
import { POST_STATUS } from './tables';

export interface UserAnswerInfo {
  answer_id: string;
  question_id: string;
  /** 1 not accepted, 2 accepted */
  accepted: number;
  vote_count: number;
  create_time: number;
  update_time: number;
  question_info: { title: string; url_title: string; tags: QuestionTag[] };
}

export interface AnswerListDeps {
  db: UsersDb;
  queries: QueryAsker;
  viewer: Viewer;
  withheld: WithheldTitles;
}

interface AnswerRow {
  id: string;
  question_id: string;
  adopted: number;
  vote_count: number | string;
  created_at: number | string;
  updated_at: number | string;
}

/** The rows with their questions' titles and tags, as `viewer` may see them; answers of vanished questions drop out. */
async function withQuestions(deps: AnswerListDeps, rows: readonly AnswerRow[]): Promise<UserAnswerInfo[]> {
  const { db } = deps;
  const questionIds = [...new Set(rows.map((row) => row.question_id))];
  const questions = new Map((questionIds.length ? await db.selectFrom('question').select(['id', 'title', 'status']).where('id', 'in', questionIds).execute() : []).map((question) => [question.id, question]));
  // only questions waiting for review are seen by some and not others; deleted ones are withheld from all
  const waiting = [...questions.values()].filter((question) => toNumber(question.status) === POST_STATUS.pending).map((question) => question.id);
  const visible = await visiblePosts(deps.queries, deps.viewer.principal, waiting);
  const shown = (id: string): boolean => {
    const status = toNumber(questions.get(id)?.status);
    return status !== POST_STATUS.deleted && (status !== POST_STATUS.pending || visible.has(id));
  };
  const tags = await questionTags(deps.queries, questionIds.filter(shown));
  const list: UserAnswerInfo[] = [];
  for (const row of rows) {
    const question = questions.get(row.question_id);
    if (!question) continue;
    const deleted = toNumber(question.status) === POST_STATUS.deleted;
    const title = shown(question.id) ? question.title : deleted ? deps.withheld.deleted : deps.withheld.hidden;
    list.push({
      answer_id: row.id,
      question_id: row.question_id,
      accepted: toNumber(row.adopted),
      vote_count: toNumber(row.vote_count),
      create_time: toNumber(row.created_at),
      update_time: toNumber(row.updated_at),
      question_info: { title, url_title: urlTitle(title), tags: shown(question.id) ? (tags.get(question.id) ?? []) : [] },
    });
  }
  return list;
}

const COLUMNS = ['id', 'question_id', 'adopted', 'vote_count', 'created_at', 'updated_at'] as const;

/**
 * The rows of `ids`, in that order. Pages are picked in two steps: the ids from the member's index
 * (answers plugin, `answer_user_list_idx`), which holds every column the filters and orders read,
 * then only those rows, so a prolific member's page costs what anyone's does.
 */
async function rowsIn(deps: AnswerListDeps, ids: readonly string[]): Promise<AnswerRow[]> {
  if (ids.length === 0) return [];
  const found = new Map((await deps.db.selectFrom('answer').select([...COLUMNS]).where('id', 'in', [...ids]).execute()).map((row) => [row.id, row]));
  return ids.flatMap((id) => found.get(id) ?? []);
}

/**
 * The member's answers, `newest` first or (any other order) accepted first, then by votes, then
 * oldest first, as Answer orders them.
 */
export async function answerPage(deps: AnswerListDeps, memberId: string, seesAll: boolean, order: PersonalOrder, request: PageRequest): Promise<Page<UserAnswerInfo>> {
  const statuses: number[] = seesAll ? [POST_STATUS.available, POST_STATUS.pending] : [POST_STATUS.available];
  const answers = () => deps.db.selectFrom('answer').where('user_id', '=', memberId).where('status', 'in', statuses);
  const count = toNumber((await answers().select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst())?.count);
  const query = answers().select('id');
  const sorted = order === 'newest' ? query.orderBy('created_at', 'desc').orderBy('id', 'desc') : query.orderBy('adopted', 'desc').orderBy('vote_count', 'desc').orderBy('created_at', 'asc').orderBy('id', 'asc');
  return pageOf(
    count,
    request,
    async (limit, offset) => rowsIn(deps, (await sorted.limit(limit).offset(offset).execute()).map((row) => row.id)),
    (rows) => withQuestions(deps, rows),
  );
}

/** The member's five answers with the most votes (`GET /personal/qa/top`); only available ones. */
export async function topAnswers(deps: AnswerListDeps, memberId: string): Promise<UserAnswerInfo[]> {
  const top = await deps.db
    .selectFrom('answer')
    .select('id')
    .where('user_id', '=', memberId)
    .where('status', '=', POST_STATUS.available)
    .orderBy('vote_count', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(TOP_COUNT)
    .execute();
  return withQuestions(deps, await rowsIn(deps, top.map((row) => row.id)));
}
