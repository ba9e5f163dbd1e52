/**
 * Row shapes this plugin uses. It owns `notification`; `question`, `answer` and `comment` (their
 * plugins, declared as dependencies) are read by name for titles, authors and texts.
 */
import type { Generated } from 'kysely';
import type { TagReadRow, TagRelReadRow } from '@answer/sdk/server';

type Seconds = number | string;
type Int = number | string;

export interface NotificationTable {
  id: Generated<number | string>;
  created_at: Seconds;
  updated_at: Seconds;
  /** The receiver. */
  user_id: string;
  /** Who caused it, '0' when nobody in particular. */
  trigger_user_id: string;
  /** `NOTIFICATION_TYPE` */
  type: Int;
  /** `MSG_TYPE` (0 for achievements) */
  msg_type: Int;
  /** Answer's action key without the `notification.action.` prefix. */
  action: string;
  /** What the item is about: the answer, comment or post voted on, the question invited to. */
  object_id: string;
  object_type: string;
  question_id: string;
  answer_id: string;
  comment_id: string;
  /** The question's title when the item was made. */
  title: string;
  /** Summed reputation change (achievements). */
  rank: Int;
  /** `IS_READ` */
  is_read: Int;
  /** 1 while the item still counts in the header bell. */
  red_dot: Int;
}

export interface QuestionView {
  id: string;
  user_id: string;
  title: string;
}

export interface AnswerView {
  id: string;
  question_id: string;
  user_id: string;
  original_text: string;
}

export interface CommentView {
  id: string;
  user_id: string;
  object_id: string;
  question_id: string;
}

export interface NotificationsTables {
  notification: NotificationTable;
  question: QuestionView;
  answer: AnswerView;
  comment: CommentView;
  /** A new question's tags, for notifiers' new-question notices. */
  tag: Pick<TagReadRow, 'id' | 'slug_name'>;
  tag_rel: Pick<TagRelReadRow, 'id' | 'object_id' | 'tag_id' | 'status'>;
}
