/**
 * Row shapes this plugin uses. It owns Answer's `collection` and `collection_group`; `question`
 * (questions plugin) and `answer` (answers plugin) are read, and the question's bookmark count
 * written, by name with the minimal shape relied on here; authors come from the accounts plugin's
 * `user.basic_info` query, questions' tags from the questions plugin's `question.tags`.
 */
import type { Generated } from 'kysely';

export type BookmarkKind = 'question' | 'answer';

/** `question.status` / `answer.status` values that matter here. */
export const POST_STATUS = { available: 1, closed: 2, deleted: 10, pending: 11 } as const;
/** `collection_group.default_group` */
export const DEFAULT_GROUP = { yes: 1, no: 2 } as const;
/** The name of the group every member's bookmarks go to unless they choose another. */
export const DEFAULT_GROUP_NAME = 'default';

type Seconds = number | string;

export interface CollectionTable {
  /** Answer id of object type 6 */
  id: string;
  created_at: Seconds;
  updated_at: Seconds;
  user_id: string;
  object_id: string;
  object_type: BookmarkKind;
  user_collection_group_id: string;
}

export interface CollectionGroupTable {
  id: Generated<number | string>;
  created_at: Seconds;
  updated_at: Seconds;
  user_id: string;
  name: string;
  default_group: number;
}

export interface QuestionView {
  id: string;
  user_id: string;
  title: string;
  status: number;
  view_count: number;
  unique_view_count: number;
  vote_count: number;
  answer_count: number;
  collection_count: number;
  follow_count: number;
  accepted_answer_id: string;
  last_answer_id: string;
  created_at: Seconds;
  post_update_time: Seconds;
}

export interface AnswerView {
  id: string;
  question_id: string;
  user_id: string;
  status: number;
}

export interface BookmarksTables {
  collection: CollectionTable;
  collection_group: CollectionGroupTable;
  question: QuestionView;
  answer: AnswerView;
}
