/**
 * Row shapes this plugin uses. It owns `activity`; `user` (accounts), `question`, `tag`, `tag_rel`,
 * `revision` (questions), `answer` (answers) and `comment` (comments) are read by name with the minimal shape relied on
 * here, and `user.rank` is written (manifest dependencies), since a plugin may not import another.
 */
import type { Generated } from 'kysely';

type Seconds = number | string;

export interface ActivityTable {
  id: Generated<number | string>;
  created_at: Seconds;
  updated_at: Seconds;
  /** 0 while the activity stands. */
  cancelled_at: Generated<Seconds>;
  /** Whose history and reputation the row belongs to. */
  user_id: string;
  /** Who caused it when that is someone else (the voter), '0' otherwise. */
  trigger_user_id: Generated<string>;
  object_id: string;
  /** The question the object belongs to ('0' for none). */
  original_object_id: Generated<string>;
  /** Answer's config id of the activity key. */
  activity_type: number;
  /** 0 standing, 1 cancelled. */
  cancelled: Generated<number>;
  /** The reputation change actually applied. */
  rank: Generated<number>;
  /** 1 when `rank` is not 0. */
  has_rank: Generated<number>;
  revision_id: Generated<string>;
  /** What the timeline shows beside the entry (edit summary, close reason). */
  comment: string;
}

/** The accounts plugin's `user`: the rank this plugin keeps (authors come from the `user.basic_info` query). */
export interface UserView {
  id: Generated<number | string>;
  rank: number;
}

/** The accounts plugin's role links (absent row = plain user). */
export interface UserRoleRelView {
  user_id: number | string;
  role_id: number;
}

/** The questions plugin's `question`, read only. */
export interface QuestionView {
  id: string;
  user_id: string;
  title: string;
  status: number;
}

/** The answers plugin's `answer`, read only. */
export interface AnswerView {
  id: string;
  question_id: string;
  user_id: string;
  status: number;
}

/** The questions plugin's `tag`, for a question's main tag and a tag's own timeline. */
export interface TagView {
  id: string;
  slug_name: string;
  display_name: string;
  main_tag_slug_name: string;
  status: number;
}

export interface TagRelView {
  object_id: string;
  tag_id: string;
  status: number;
}

/** The questions plugin's `revision`: a JSON snapshot of the post in `content`. */
export interface RevisionView {
  id: number | string;
  created_at: Seconds;
  user_id: string;
  object_type: number;
  object_id: string;
  title: string;
  content: string;
  log: string;
  status: number;
}

/** The host's `config` rows (reputation values), read inside the emitter's transaction. */
export interface ConfigView {
  id: number;
  key: string;
  value: string;
}

/** The comments plugin's `comment`: the post a comment is on, for timelines. */
export interface CommentView {
  id: string;
  object_id: string;
  parsed_text: string;
}

export interface ActivityTables {
  comment: CommentView;
  activity: ActivityTable;
  config: ConfigView;
  user: UserView;
  user_role_rel: UserRoleRelView;
  question: QuestionView;
  answer: AnswerView;
  tag: TagView;
  tag_rel: TagRelView;
  revision: RevisionView;
}
