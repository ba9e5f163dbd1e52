/**
 * `GET /personal/collection/page`: the caller's bookmarks, newest first, each as a summary of its
 * question (Answer's list of question infos without bodies). A bookmarked answer shows its
 * question, with `answer_id` naming the answer. A deleted question keeps its place under a
 * neutral title, as Answer does, and so does a question the caller may no longer see (another
 * member's, waiting for review): nothing of their words shows, not even in `url_title` or tags.
 * A bookmark whose question or answer waits for review out of the caller's sight also comes without
 * the ids and author of what it names: that post exists only for its author and staff.
 */
import { questionTags, usersByIds, visiblePosts, type Principal, type QueryAsker, type QuestionTag, type UserBasicInfo } from '@answer/sdk/server';
import { numberOf, type BookmarksDb } from './db';
import { POST_STATUS } from './tables';

/** A question's tag as every list shows it. */
export type BookmarkTag = QuestionTag;

/** The question's author (Answer's `UserBasicInfo`, from the accounts plugin). */
export type BookmarkAuthor = UserBasicInfo;

export interface BookmarkItem {
  id: string;
  title: string;
  url_title: string;
  status: number;
  tags: BookmarkTag[];
  view_count: number;
  unique_view_count: number;
  vote_count: number;
  answer_count: number;
  collection_count: number;
  follow_count: number;
  accepted_answer_id: string;
  last_answer_id: string;
  create_time: number;
  update_time: number;
  user_info: BookmarkAuthor | null;
  /** the bookmarked answer, '' when the question itself is bookmarked */
  answer_id: string;
  /** when it was bookmarked */
  collected_at: number;
}

export interface BookmarkPage {
  count: number;
  list: BookmarkItem[];
}

/** The title as a lower-case slug for links (`topic` when nothing is left). */
const slugOf = (title: string): string =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 150) || 'topic';

/** A bookmark of a post waiting for review, to a caller who may not see it: nothing of the post. */
const WITHHELD_ITEM: Omit<BookmarkItem, 'title' | 'url_title' | 'collected_at'> = {
  id: '',
  status: POST_STATUS.pending,
  tags: [],
  view_count: 0,
  unique_view_count: 0,
  vote_count: 0,
  answer_count: 0,
  collection_count: 0,
  follow_count: 0,
  accepted_answer_id: '',
  last_answer_id: '',
  create_time: 0,
  update_time: 0,
  user_info: null,
  answer_id: '',
};

/** The titles shown instead of a question's own. */
export interface WithheldTitles {
  /** for a deleted question */
  deleted: string;
  /** for a question the caller may not see (waiting for review) */
  hidden: string;
}

/**
 * `queries` answers who asked the questions (the accounts plugin) and which of them the caller
 * may see (their owner).
 */
export async function bookmarkPage(db: BookmarksDb, queries: QueryAsker, principal: Principal, page: number, pageSize: number, withheld: WithheldTitles): Promise<BookmarkPage> {
  const userId = principal.userId;
  const total = await db.selectFrom('collection').select((eb) => eb.fn.countAll<number | string>().as('count')).where('user_id', '=', userId).executeTakeFirst();
  const rows = await db
    .selectFrom('collection')
    .leftJoin('answer', 'answer.id', 'collection.object_id')
    .select(['collection.object_id', 'collection.object_type', 'collection.created_at', 'answer.question_id', 'answer.status as answer_status'])
    .where('collection.user_id', '=', userId)
    .orderBy('collection.created_at', 'desc')
    .orderBy('collection.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const questionOf = (row: (typeof rows)[number]): string => (row.object_type === 'answer' ? (row.question_id ?? '') : row.object_id);
  const questionIds = [...new Set(rows.map(questionOf).filter(Boolean))];
  const questions = questionIds.length ? await db.selectFrom('question').selectAll().where('id', 'in', questionIds).execute() : [];
  const byId = new Map(questions.map((question) => [question.id, question]));
  const [tags, users, visible] = await Promise.all([
    questionTags(queries, questionIds),
    usersByIds(
      queries,
      questions.map((question) => question.user_id),
    ),
    visiblePosts(queries, principal, [...questionIds, ...rows.filter((row) => row.object_type === 'answer').map((row) => row.object_id)]),
  ]);
  const waiting = (status: number | string | null | undefined): boolean => status !== null && status !== undefined && numberOf(status) === POST_STATUS.pending;

  const list: BookmarkItem[] = [];
  for (const row of rows) {
    const question = byId.get(questionOf(row));
    if (!question) continue;
    const deleted = numberOf(question.status) === POST_STATUS.deleted;
    const shown = !deleted && visible.has(question.id);
    const title = shown ? question.title : deleted ? withheld.deleted : withheld.hidden;
    const isAnswer = row.object_type === 'answer';
    // a post waiting for review that the caller may not see: not even its id
    const unknown = (waiting(question.status) && !visible.has(question.id)) || (isAnswer && waiting(row.answer_status) && !visible.has(row.object_id));
    if (unknown) {
      list.push({ ...WITHHELD_ITEM, title: withheld.hidden, url_title: slugOf(withheld.hidden), collected_at: numberOf(row.created_at) });
      continue;
    }
    list.push({
      id: question.id,
      title,
      url_title: slugOf(title),
      status: numberOf(question.status),
      tags: shown ? (tags.get(question.id) ?? []) : [],
      view_count: numberOf(question.view_count),
      unique_view_count: numberOf(question.unique_view_count),
      vote_count: numberOf(question.vote_count),
      answer_count: numberOf(question.answer_count),
      collection_count: numberOf(question.collection_count),
      follow_count: numberOf(question.follow_count),
      accepted_answer_id: question.accepted_answer_id,
      last_answer_id: question.last_answer_id,
      create_time: numberOf(question.created_at),
      update_time: numberOf(question.post_update_time) || numberOf(question.created_at),
      user_info: users.get(question.user_id) ?? null,
      answer_id: row.object_type === 'answer' ? row.object_id : '',
      collected_at: numberOf(row.created_at),
    });
  }
  return { count: numberOf(total?.count), list };
}
