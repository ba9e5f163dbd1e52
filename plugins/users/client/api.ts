/** The calls of the users list and the profile pages, in Answer 1.7.1's shapes (`/answer/api/v1/...`). */
import { API_BASE, type HttpClient } from '@answer/sdk';
import type { ProfileUser } from './points';

/** Answer's pages ask for 30 entries a page. */
export const PAGE_SIZE = 30;

/** One member of a `GET /user/ranking` list (Answer's `UserRankingSimpleInfo`). */
export interface RankingUser {
  username: string;
  display_name: string;
  avatar: string;
  rank: number;
  vote_count: number;
}

/** `GET /user/ranking`: the week's top members by reputation and by votes, and the staff. */
export interface UserRanking {
  users_with_the_most_reputation: RankingUser[] | null;
  users_with_the_most_vote: RankingUser[] | null;
  staffs: RankingUser[] | null;
}

export interface Page<T> {
  count: number;
  list: T[] | null;
}

/** A tag as the lists carry it. */
export interface TagLabel {
  slug_name: string;
  display_name: string;
}

/** A question of the member's (Answer's `UserQuestionInfo`). */
export interface UserQuestion {
  question_id: string;
  title: string;
  url_title: string;
  vote_count: number;
  answer_count: number;
  view_count: number;
  accepted_answer_id: string;
  created_at: number;
  /** `available`, `closed`, `deleted` or `pending` */
  status: string;
  tags: TagLabel[] | null;
}

/** An answer of the member's (Answer's `UserAnswerInfo`). */
export interface UserAnswer {
  answer_id: string;
  question_id: string;
  /** 2 when the question's author accepted it */
  accepted: number;
  vote_count: number;
  create_time: number;
  question_info: { title: string; url_title: string; tags: TagLabel[] | null };
}

/** `GET /personal/qa/top`: the member's best answers and questions. */
export interface TopPosts {
  answer: UserAnswer[] | null;
  question: UserQuestion[] | null;
}

/** The post an entry of the comment, reputation and vote lists is about (Answer's `SimpleObjectInfo`). */
export interface ObjectRef {
  object_id: string;
  /** `question`, `answer`, `comment` (or `tag`) */
  object_type: string;
  question_id: string;
  answer_id: string;
  title: string;
  url_title: string;
}

/** `GET /personal/comment/page` (Answer's `GetCommentPersonalWithPageResp`). */
export interface UserComment extends ObjectRef {
  comment_id: string;
  /** The comment's sanitised HTML. */
  content: string;
  created_at: number;
}

/** `GET /personal/rank/page` (Answer's `GetRankPersonalPageResp`): one change of reputation. */
export interface ReputationChange extends ObjectRef {
  reputation: number;
  /** Why, in the reader's language (`upvoted`, `accepted`, ...). */
  rank_type: string;
  created_at: number;
}

/** `GET /personal/vote/page` (Answer's `GetVoteWithPageResp`): one of the caller's votes. */
export interface UserVote extends ObjectRef {
  /** In the reader's language (`upvote`, `downvote`). */
  vote_type: string;
  created_at: number;
}

/** The author of a bookmarked question. */
export interface BookmarkAuthor {
  username: string;
  display_name: string;
  rank: number;
  status: string;
}

/** `GET /personal/collection/page` (the bookmarks plugin): one of the caller's bookmarks. */
export interface Bookmark {
  id: string;
  title: string;
  url_title: string;
  tags: TagLabel[] | null;
  view_count: number;
  vote_count: number;
  answer_count: number;
  accepted_answer_id: string;
  create_time: number;
  user_info: BookmarkAuthor | null;
  /** The bookmarked answer, '' when the question itself is. */
  answer_id?: string;
}

/** The orders of the answer and question lists. */
export const POST_ORDERS = ['newest', 'score'] as const;
export type PostOrder = (typeof POST_ORDERS)[number];

/** `?order=`, the first order when missing or unknown. */
export const orderParam = (value: string | null): PostOrder => (POST_ORDERS as readonly string[]).includes(value ?? '') ? (value as PostOrder) : POST_ORDERS[0];

/** `?page=`, a whole number from 1. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export const fetchRanking = (http: HttpClient, signal?: AbortSignal) => http.get<UserRanking>(`${API_BASE}/user/ranking`, { signal });

/** An unknown member shows the kernel's 404 page. */
export const fetchProfile = (http: HttpClient, username: string, signal?: AbortSignal) =>
  http.get<ProfileUser>(`${API_BASE}/personal/user/info`, { query: { username }, allow404: true, signal });

export const fetchTopPosts = (http: HttpClient, username: string, signal?: AbortSignal) =>
  http.get<TopPosts>(`${API_BASE}/personal/qa/top`, { query: { username }, signal });

interface ListQuery {
  username: string;
  page: number;
  order?: PostOrder;
}

const listQuery = ({ username, page, order }: ListQuery) => ({ username, page, page_size: PAGE_SIZE, order });

export const fetchAnswers = (http: HttpClient, query: ListQuery, signal?: AbortSignal) =>
  http.get<Page<UserAnswer>>(`${API_BASE}/personal/answer/page`, { query: listQuery(query), signal });

export const fetchQuestions = (http: HttpClient, query: ListQuery, signal?: AbortSignal) =>
  http.get<Page<UserQuestion>>(`${API_BASE}/personal/question/page`, { query: listQuery(query), signal });

export const fetchComments = (http: HttpClient, query: ListQuery, signal?: AbortSignal) =>
  http.get<Page<UserComment>>(`${API_BASE}/personal/comment/page`, { query: listQuery(query), signal });

export const fetchReputation = (http: HttpClient, query: ListQuery, signal?: AbortSignal) =>
  http.get<Page<ReputationChange>>(`${API_BASE}/personal/rank/page`, { query: listQuery(query), signal });

/** The caller's own votes (the server takes no one else's). */
export const fetchVotes = (http: HttpClient, page: number, signal?: AbortSignal) =>
  http.get<Page<UserVote>>(`${API_BASE}/personal/vote/page`, { query: { page, page_size: PAGE_SIZE }, signal });

/** The caller's own bookmarks. */
export const fetchBookmarks = (http: HttpClient, page: number, signal?: AbortSignal) =>
  http.get<Page<Bookmark>>(`${API_BASE}/personal/collection/page`, { query: { page, page_size: PAGE_SIZE }, signal });
