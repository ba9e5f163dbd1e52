/**
 * Row shapes this plugin uses. It owns `follow`; `question` and `tag` (questions plugin) are read,
 * and their follower counts written, by name with the minimal shape relied on here, since a plugin
 * may not import another (manifest dependencies). Members are looked up through `user.basic_info`.
 */
import type { Generated } from 'kysely';

/** What can be followed, as stored in `follow.object_type`. */
export type FollowKind = 'question' | 'tag' | 'user';

/** `question.status` values that matter here. */
export const QUESTION_STATUS = { available: 1, closed: 2, deleted: 10, pending: 11 } as const;
/** `tag.status` */
export const TAG_STATUS = { available: 1, deleted: 10 } as const;

type Seconds = number | string;

export interface FollowTable {
  id: Generated<number | string>;
  user_id: string;
  object_id: string;
  object_type: FollowKind;
  created_at: Seconds;
}

export interface QuestionView {
  id: string;
  user_id: string;
  status: number;
  follow_count: number;
}

export interface TagView {
  id: string;
  slug_name: string;
  display_name: string;
  main_tag_slug_name: string;
  recommend: number | boolean;
  reserved: number | boolean;
  status: number;
  follow_count: number;
}

export interface FollowsTables {
  follow: FollowTable;
  question: QuestionView;
  tag: TagView;
}
