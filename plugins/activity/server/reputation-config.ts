/**
 * Answer's reputation rows of the `config` table. The row id is also the `activity_type` an
 * activity row stores, so the ids must stay Answer's (clients and imported data rely on them).
 */

export interface ConfigRow {
  id: number;
  key: string;
  value: number | string[];
}

const row = (id: number, key: string, value: number | string[]): ConfigRow => ({ id, key, value });

/** Answer's point for a verified address: what lets a new member ask, answer and comment at all. */
export const USER_ACTIVATED_KEY = 'user.activated';

/**
 * Keys a member gets once in their life, whoever records them again (a second activation link, an
 * admin reactivating the account): the first row stands and later records write nothing.
 */
export const ONCE_PER_MEMBER_KEYS: ReadonlySet<string> = new Set([USER_ACTIVATED_KEY]);

/**
 * Keys the daily cap never holds back, whatever `daily_rank_limit.exclude` says: without its point
 * a member cannot take part at all, however much they earned today.
 */
export const UNCAPPED_KEYS: ReadonlySet<string> = new Set([USER_ACTIVATED_KEY]);

export const DAILY_RANK_LIMIT_KEY = 'daily_rank_limit';
export const DAILY_RANK_LIMIT_EXCLUDE_KEY = 'daily_rank_limit.exclude';
export const DEFAULT_DAILY_RANK_LIMIT = 200;
export const DEFAULT_DAILY_RANK_LIMIT_EXCLUDE = ['answer.accepted'];

export const REPUTATION_CONFIG: readonly ConfigRow[] = [
  row(1, 'answer.accepted', 15),
  row(2, 'answer.voted_up', 10),
  row(3, 'question.voted_up', 10),
  row(4, 'tag.edit_accepted', 2),
  row(5, 'answer.accept', 2),
  row(6, 'answer.voted_down_cancel', 2),
  row(7, 'question.voted_down_cancel', 2),
  row(8, 'answer.vote_down_cancel', 1),
  row(9, 'question.vote_down_cancel', 1),
  row(10, USER_ACTIVATED_KEY, 1),
  row(11, 'edit.accepted', 2),
  row(12, 'answer.vote_down', -1),
  row(13, 'question.voted_down', -2),
  row(14, 'answer.voted_down', -2),
  row(15, 'answer.accept_cancel', -2),
  row(16, 'answer.deleted', -5),
  row(17, 'question.voted_up_cancel', -10),
  row(18, 'answer.voted_up_cancel', -10),
  row(19, 'answer.accepted_cancel', -15),
  row(20, 'object.reported', -100),
  row(21, 'edit.rejected', -2),
  row(22, DAILY_RANK_LIMIT_KEY, DEFAULT_DAILY_RANK_LIMIT),
  row(23, DAILY_RANK_LIMIT_EXCLUDE_KEY, DEFAULT_DAILY_RANK_LIMIT_EXCLUDE),
  // zero-valued keys that only type activities (votes given, follows, timeline entries);
  // 33 is Answer's `email.config`, which is not a reputation row
  row(24, 'user.follow', 0),
  row(25, 'comment.vote_up', 0),
  row(26, 'comment.vote_up_cancel', 0),
  row(27, 'question.vote_down', 0),
  row(28, 'question.vote_up', 0),
  row(29, 'question.vote_up_cancel', 0),
  row(30, 'answer.vote_up', 0),
  row(31, 'answer.vote_up_cancel', 0),
  row(32, 'question.follow', 0),
  row(35, 'tag.follow', 0),
  row(87, 'question.asked', 0),
  row(88, 'question.closed', 0),
  row(89, 'question.reopened', 0),
  row(90, 'question.answered', 0),
  row(91, 'question.commented', 0),
  row(92, 'question.accept', 0),
  row(93, 'question.edited', 0),
  row(94, 'question.rollback', 0),
  row(95, 'question.deleted', 0),
  row(96, 'question.undeleted', 0),
  row(97, 'answer.answered', 0),
  row(98, 'answer.commented', 0),
  row(99, 'answer.edited', 0),
  row(100, 'answer.rollback', 0),
  row(101, 'answer.undeleted', 0),
  row(102, 'tag.created', 0),
  row(103, 'tag.edited', 0),
  row(104, 'tag.rollback', 0),
  row(105, 'tag.deleted', 0),
  row(106, 'tag.undeleted', 0),
  row(119, 'question.pin', 0),
  row(120, 'question.unpin', 0),
  row(121, 'question.show', 0),
  row(122, 'question.hide', 0),
];

const ID_BY_KEY = new Map(REPUTATION_CONFIG.map((entry) => [entry.key, entry.id]));
const KEY_BY_ID = new Map(REPUTATION_CONFIG.map((entry) => [entry.id, entry.key]));

/** Answer's `activity_type` of an activity key; undefined for keys Answer does not know. */
export const activityTypeOf = (key: string): number | undefined => ID_BY_KEY.get(key);

/** The activity key stored under an `activity_type`. */
export const activityKeyOf = (type: number): string | undefined => KEY_BY_ID.get(type);
