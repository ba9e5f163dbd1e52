/** Row shapes of the tables this plugin reads and owns. Times are Unix seconds; ids are strings. */
import type { Generated } from 'kysely';

/** `question.status` */
export const QUESTION_STATUS = { available: 1, closed: 2, deleted: 10, pending: 11 } as const;
/** `question.pin`: pinned questions lead every list */
export const PIN = { unpinned: 1, pinned: 2 } as const;
/** `question.show`: unlisted questions stay reachable by URL but leave the lists */
export const SHOW = { listed: 1, unlisted: 2 } as const;

type Count = Generated<number>;
type Seconds = number | string;

export interface QuestionTable {
  id: string;
  created_at: Seconds;
  updated_at: Seconds;
  user_id: string;
  invite_user_id: Generated<string>;
  last_edit_user_id: Generated<string>;
  title: string;
  original_text: string;
  parsed_text: string;
  pin: Generated<number>;
  show: Generated<number>;
  status: Generated<number>;
  view_count: Count;
  unique_view_count: Count;
  vote_count: Count;
  answer_count: Count;
  collection_count: Count;
  follow_count: Count;
  accepted_answer_id: Generated<string>;
  last_answer_id: Generated<string>;
  post_update_time: Generated<Seconds>;
  hot_score: Count;
  linked_count: Count;
  revision_id: Generated<string>;
}

export interface TagTable {
  id: string;
  created_at: Seconds;
  updated_at: Seconds;
  main_tag_id: Generated<string>;
  main_tag_slug_name: Generated<string>;
  slug_name: string;
  display_name: string;
  original_text: string;
  parsed_text: string;
  follow_count: Count;
  question_count: Count;
  status: Generated<number>;
  /** 0/1 */
  recommend: Generated<number>;
  /** 0/1 */
  reserved: Generated<number>;
  revision_id: Generated<string>;
  user_id: Generated<string>;
}

export interface TagRelTable {
  id: Generated<number | string>;
  created_at: Seconds;
  updated_at: Seconds;
  object_id: string;
  tag_id: string;
  /** 1 available, 2 hidden, 10 deleted */
  status: Generated<number>;
}

/**
 * The accounts plugin's `user` table, read by name for the list's author info. A plugin may not
 * import another plugin, so this is the minimal shape this plugin relies on (manifest dependency).
 */
export interface UserTableView {
  id: number | string;
  username: string;
  rank: number;
  display_name: string;
  status: number;
  avatar: string;
  suspended_until: Seconds;
}

export interface QuestionsTables {
  question: QuestionTable;
  tag: TagTable;
  tag_rel: TagRelTable;
  user: UserTableView;
}
