/**
 * Row shapes this plugin reads by name: `question`, `tag`, `tag_rel` (questions plugin), `answer`
 * (answers plugin) and `user` (accounts plugin), with only the columns a search uses; and its own
 * index tables `search_doc` (see `index-store.ts`) and, on MySQL, `search_term` (`mysql-terms.ts`).
 */
import type { Generated } from 'kysely';

type Seconds = number | string;

export const QUESTION_STATUS = { available: 1, closed: 2, deleted: 10, pending: 11 } as const;
export const ANSWER_STATUS = { available: 1, deleted: 10, pending: 11 } as const;
/** `question.show`: unlisted questions stay out of every list and search */
export const SHOW_UNLISTED = 2;
/** `answer.adopted` */
export const ADOPTED_YES = 2;
/** `tag.status` and `tag_rel.status` of a tag in use */
export const TAG_AVAILABLE = 1;

export interface QuestionView {
  id: string;
  user_id: string;
  title: string;
  original_text: string;
  parsed_text: string;
  status: number;
  show: number;
  vote_count: number;
  answer_count: number;
  view_count: number;
  accepted_answer_id: string;
  created_at: Seconds;
  post_update_time: Seconds;
}

export interface AnswerView {
  id: string;
  question_id: string;
  user_id: string;
  original_text: string;
  parsed_text: string;
  status: number;
  adopted: number;
  vote_count: number;
  created_at: Seconds;
  updated_at: Seconds;
}

export interface TagView {
  id: string;
  slug_name: string;
  display_name: string;
  main_tag_id: string;
  main_tag_slug_name: string;
  status: number;
  recommend: number | boolean;
  reserved: number | boolean;
}

export interface TagRelView {
  id: number | string;
  object_id: string;
  tag_id: string;
  status: number;
}

export interface UserView {
  id: number | string;
  username: string;
}

export interface SearchDocRow {
  id: Generated<number | string>;
  object_id: string;
  object_type: 'question' | 'answer';
  question_id: string;
  /** Normalised tokens of the title (questions) and of the body, space-separated. */
  title: string;
  body: string;
  /** PostgreSQL only. */
  tsv?: string;
}

/** MySQL only: one row per distinct token of a document. */
export interface SearchTermRow {
  token: string;
  doc_id: number | string;
}

export interface SearchTables {
  search_doc: SearchDocRow;
  search_term: SearchTermRow;
  question: QuestionView;
  answer: AnswerView;
  tag: TagView;
  tag_rel: TagRelView;
  user: UserView;
}
