/**
 * Row shapes this plugin uses. It owns `vote`; the posts it counts votes on (`question`,
 * `answer`, `comment`) and `user` belong to the questions, answers, comments and accounts
 * plugins and are read (and their `vote_count` written) by name, with only the columns used here.
 */

type Seconds = number | string;

/** `vote.vote` */
export const VOTE = { up: 1, down: -1 } as const;
export type VoteValue = (typeof VOTE)[keyof typeof VOTE];

/** One member's current vote on one post; a retracted vote has no row. */
export interface VoteTable {
  user_id: string;
  object_id: string;
  /** `question`, `answer` or `comment` */
  object_type: string;
  vote: number;
  created_at: Seconds;
  updated_at: Seconds;
}

/** `status` of questions, answers and comments. */
export const POST_STATUS = { available: 1, closed: 2, deleted: 10, pending: 11 } as const;

export interface QuestionView {
  id: string;
  user_id: string;
  status: number;
  vote_count: number;
}

export interface AnswerView {
  id: string;
  question_id: string;
  user_id: string;
  status: number;
  vote_count: number;
}

/** The comments plugin's `comment` (Answer's columns). */
export interface CommentView {
  id: string;
  user_id: string;
  /** The question or answer commented on. */
  object_id: string;
  question_id: string;
  status: number;
  vote_count: number;
}

export interface UserView {
  id: number | string;
  rank: number;
}

export interface VotesTables {
  vote: VoteTable;
  question: QuestionView;
  answer: AnswerView;
  comment: CommentView;
  user: UserView;
}
