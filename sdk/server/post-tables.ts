/**
 * Read shapes of the Q&A tables (owned by the questions, answers, comments and tags plugins) for
 * plugins that read posts by name to show them elsewhere (flags, review). Only columns such
 * readers use; the owners keep the full row types and write the rows.
 */
type Seconds = number | string;

export interface QuestionReadRow {
  id: string;
  user_id: string;
  title: string;
  original_text: string;
  parsed_text: string;
  /** 1 open, 2 closed, 10 deleted, 11 pending */
  status: number;
  /** 1 listed, 2 unlisted */
  show: number;
  answer_count: number;
  accepted_answer_id: string;
  created_at: Seconds;
}

export interface AnswerReadRow {
  id: string;
  question_id: string;
  user_id: string;
  original_text: string;
  parsed_text: string;
  status: number;
  adopted: number;
  created_at: Seconds;
}

export interface CommentReadRow {
  id: string;
  /** the question or answer commented on */
  object_id: string;
  question_id: string;
  user_id: string;
  original_text: string;
  parsed_text: string;
  status: number;
  created_at: Seconds;
}

export interface TagReadRow {
  id: string;
  slug_name: string;
  display_name: string;
  main_tag_slug_name: string;
  recommend: number | boolean;
  reserved: number | boolean;
  status: number;
}

export interface TagRelReadRow {
  id: number | string;
  object_id: string;
  tag_id: string;
  status: number;
}

/** The Q&A tables as a Kysely database shape, to merge with a plugin's own tables. */
export interface PostReadTables {
  question: QuestionReadRow;
  answer: AnswerReadRow;
  comment: CommentReadRow;
  tag: TagReadRow;
  tag_rel: TagRelReadRow;
}
