/**
 * Row shapes this plugin uses. It owns `comment`; `question`, `answer` (questions and answers
 * plugins) and `user` (accounts plugin) are read by name with the minimal shape relied on here,
 * and `answer.comment_count` is kept up to date (manifest dependencies). The votes plugin reads
 * `comment.user_id`, `status`, `object_id` and writes `vote_count` by name: keep those names.
 */
import type { Generated } from 'kysely';

/** `comment.status` */
export const COMMENT_STATUS = { available: 1, deleted: 10, pending: 11 } as const;
/** `question.status` */
export const QUESTION_STATUS = { available: 1, closed: 2, deleted: 10, pending: 11 } as const;
/** `answer.status` */
export const ANSWER_STATUS = { available: 1, deleted: 10, pending: 11 } as const;

type Seconds = number | string;

export interface CommentTable {
  id: string;
  created_at: Seconds;
  updated_at: Seconds;
  user_id: string;
  reply_user_id: string | null;
  reply_comment_id: string | null;
  /** The question or answer the comment is under. */
  object_id: string;
  question_id: string;
  vote_count: Generated<number>;
  status: Generated<number>;
  original_text: string;
  parsed_text: string;
}

export interface QuestionView {
  id: string;
  user_id: string;
  status: number;
}

export interface AnswerView {
  id: string;
  question_id: string;
  user_id: string;
  status: number;
  comment_count: number;
}

/** The accounts plugin's `user`, for reputation and mentions (authors come from `user.basic_info`). */
export interface UserView {
  id: number | string;
  username: string;
  rank: number;
  status: number;
}

export interface CommentsTables {
  comment: CommentTable;
  question: QuestionView;
  answer: AnswerView;
  user: UserView;
}
