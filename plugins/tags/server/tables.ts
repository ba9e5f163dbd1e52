/**
 * Row shapes of the tables this plugin reads and writes by name. The questions plugin owns and
 * migrates `tag`, `tag_rel` and `revision` (they were there before tags had a plugin of their
 * own); the follows plugin owns `follow`. A plugin may not import another, so these are the
 * columns this plugin relies on. Times are Unix seconds; ids are strings.
 */
import type { Generated } from 'kysely';
import { OBJECT_TYPE } from '@answer/sdk/server';

/** `tag.status` */
export const TAG_STATUS = { available: 1, deleted: 10 } as const;
/** `tag_rel.status`: 2 while its question is deleted, 10 once an edit removed the tag */
export const TAG_REL_STATUS = { available: 1, hidden: 2, removed: 10 } as const;
/** `revision.status`: 0 a direct edit; 1-3 a suggested edit waiting for, passing or failing review. */
export const REVISION_STATUS = { normal: 0, unreviewed: 1, approved: 2, rejected: 3 } as const;
export const TAG_OBJECT_TYPE = OBJECT_TYPE.tag;

type Seconds = number | string;

export interface TagTable {
  id: string;
  created_at: Seconds;
  updated_at: Seconds;
  /** '0' for a main tag, else the main tag of this synonym */
  main_tag_id: Generated<string>;
  main_tag_slug_name: Generated<string>;
  slug_name: string;
  display_name: string;
  original_text: string;
  parsed_text: string;
  follow_count: Generated<number>;
  question_count: Generated<number>;
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
  status: Generated<number>;
}

export interface RevisionTable {
  id: Generated<number | string>;
  created_at: Seconds;
  updated_at: Seconds;
  user_id: string;
  object_type: number;
  object_id: string;
  title: string;
  /** JSON snapshot; for a tag `{slug_name, display_name, original_text, parsed_text, ...}` as Answer keeps it */
  content: string;
  log: string;
  status: Generated<number>;
  review_user_id: Generated<string>;
  /** the tag's id while this revision waits for review, else NULL (one waiting suggestion per object) */
  pending_object_id: Generated<string | null>;
}

export interface FollowTable {
  id: Generated<number | string>;
  user_id: string;
  object_id: string;
  object_type: string;
  created_at: Seconds;
}

export interface TagsTables {
  tag: TagTable;
  tag_rel: TagRelTable;
  revision: RevisionTable;
  follow: FollowTable;
}
