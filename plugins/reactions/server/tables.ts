/**
 * Row shapes this plugin uses. It owns `reaction`; `question` and `answer` (questions and answers
 * plugins) are read by name with only the columns used here. Names in the tooltip come from the
 * accounts plugin's `user.basic_info` query.
 */

type Seconds = number | string;

/** The emoji Answer offers, in the order they are shown. */
export const EMOJI = ['heart', 'smile', 'frown'] as const;
export type Emoji = (typeof EMOJI)[number];

/** One member's reaction with one emoji on one post. */
export interface ReactionTable {
  object_id: string;
  user_id: string;
  emoji: string;
  created_at: Seconds;
}

/** `status` of questions and answers. */
export const POST_STATUS = { available: 1, closed: 2, deleted: 10, pending: 11 } as const;

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
}

export interface ReactionsTables {
  reaction: ReactionTable;
  question: QuestionView;
  answer: AnswerView;
}
