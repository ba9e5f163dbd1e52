/**
 * Row shapes this plugin uses. It owns Answer's `badge_group`, `badge` and `badge_award`, and
 * `badge_backfill` (the progress of handing a freshly activated badge to those who qualify). The
 * built-in rules read other plugins' tables by name with the minimal shape relied on here: `user`
 * (accounts), `question` (questions), `answer` (answers), `vote` (votes), `reaction` (reactions),
 * `activity` (activity) and the host's `config`.
 */
import type { Generated } from 'kysely';

type Seconds = number | string;
type Int = number | string;

/** `badge.status` (Answer's values; 10, deleted, is never set here). */
export const BADGE_STATUS = { active: 1, deleted: 10, inactive: 11 } as const;
/** `badge.single` */
export const BADGE_SINGLE = { single: 1, multi: 2 } as const;
/** `badge_award.award_key` of an award for nothing in particular (Answer's `BadgeEmptyAwardKey`). */
export const EMPTY_AWARD_KEY = '0';
/** `badge_backfill.status` */
export const BACKFILL_STATUS = { running: 1, finished: 2, stopped: 3 } as const;

export interface BadgeGroupTable {
  id: Generated<Int>;
  /** Backend i18n key of the group's name. */
  name: string;
  created_at: Seconds;
  updated_at: Seconds;
}

export interface BadgeTable {
  /** Answer id of object type 9 */
  id: string;
  created_at: Seconds;
  updated_at: Seconds;
  /** Backend i18n keys. */
  name: string;
  description: string;
  icon: string;
  award_count: Int;
  status: Int;
  badge_group_id: Int;
  level: Int;
  single: Int;
  /** Answer's column, kept empty. */
  collect: string;
  handler: string;
  param: string;
  /** The definition's key (`BadgeDefinition.key`): which rule awards the badge. */
  rule_key: string;
}

export interface BadgeAwardTable {
  /** Answer id of object type 10 */
  id: string;
  created_at: Seconds;
  updated_at: Seconds;
  user_id: string;
  badge_id: string;
  /** What it was earned for (a post id), `EMPTY_AWARD_KEY` for nothing in particular. */
  award_key: string;
  badge_group_id: Int;
  /** 1 while the badge is inactive: the award stays but is not shown. */
  is_badge_deleted: Int;
  /** `EMPTY_AWARD_KEY` for a single badge, `award_key` for a multi one: unique with user and badge. */
  award_slot: string;
}

export interface BadgeBackfillTable {
  badge_id: string;
  status: Int;
  /** Key of the last candidate handled, '' before the first. */
  cursor: string;
  done: Int;
  total: Int;
  /** The runner holding the job, and until when (Unix seconds) before another may take it over. */
  lease_owner: string;
  lease_until: Seconds;
  created_at: Seconds;
  updated_at: Seconds;
}

export interface UserView {
  id: number | string;
  username: string;
  bio: string;
  status: Int;
}

export interface QuestionView {
  id: string;
  user_id: string;
  title: string;
  status: Int;
  accepted_answer_id: string;
}

export interface AnswerView {
  id: string;
  question_id: string;
  user_id: string;
  status: Int;
  adopted: Int;
}

export interface CommentView {
  id: string;
  user_id: string;
  object_id: string;
  question_id: string;
  status: Int;
}

export interface VoteView {
  user_id: string;
  object_id: string;
  object_type: string;
  vote: Int;
}

export interface ReactionView {
  object_id: string;
  user_id: string;
  emoji: string;
}

export interface ActivityView {
  id: Generated<Int>;
  user_id: string;
  object_id: string;
  activity_type: Int;
  cancelled: Int;
}

export interface ConfigView {
  id: Int;
  key: string;
}

export interface BadgesTables {
  badge_group: BadgeGroupTable;
  badge: BadgeTable;
  badge_award: BadgeAwardTable;
  badge_backfill: BadgeBackfillTable;
  user: UserView;
  question: QuestionView;
  answer: AnswerView;
  comment: CommentView;
  vote: VoteView;
  reaction: ReactionView;
  activity: ActivityView;
  config: ConfigView;
}
