/**
 * Notifier plugins (manifest type `notifier`): they carry members' notifications to somewhere else
 * (a chat webhook, a messenger), as Apache Answer's `Notification` plugins do. A notifier receives
 * two domain events (`ServerEvents`), each inside the transaction that made the notification, so
 * whatever it queues there commits or vanishes with it:
 *
 * - `notification.forward` (`NotificationForward`): inbox notifications just written (new answers,
 *   comments, replies, mentions, invitations, votes, posts closed or deleted), one message per
 *   receiver. Answer forwards every inbox item to every notifier; each decides by its members'
 *   own settings (`ctx.userConfig`) what it passes on.
 * - `notification.new_question` (`NewQuestionNotice`): a question everyone may see was just asked
 *   (or approved from review), for site-wide notices; the notifier decides where it goes (its
 *   admin config, its own subscribers: Answer's `GetNewQuestionSubscribers`).
 *
 * A notifier never posts from the handler: it queues the work in its own table and sends it from a
 * background job (`jobs` in the server definition), so a slow or broken receiver slows nothing.
 */

/** Answer's `NotificationType`: an inbox action key with its `notification.action.` prefix. */
export type NotificationType =
  | 'notification.action.update_question'
  | 'notification.action.answer_the_question'
  | 'notification.action.up_voted_question'
  | 'notification.action.down_voted_question'
  | 'notification.action.update_answer'
  | 'notification.action.accept_answer'
  | 'notification.action.up_voted_answer'
  | 'notification.action.down_voted_answer'
  | 'notification.action.comment_question'
  | 'notification.action.comment_answer'
  | 'notification.action.up_voted_comment'
  | 'notification.action.reply_to_you'
  | 'notification.action.mention_you'
  | 'notification.action.your_question_is_closed'
  | 'notification.action.your_question_was_deleted'
  | 'notification.action.your_answer_was_deleted'
  | 'notification.action.your_comment_was_deleted'
  | 'notification.action.invited_you_to_answer'
  | 'notification.action.new_question'
  | 'notification.action.new_question_followed_tag';

export const NOTIFICATION_TYPE_PREFIX = 'notification.action.';

/** The notification type of an inbox action key (`answer_the_question`). */
export function notificationTypeOf(action: string): NotificationType {
  return `${NOTIFICATION_TYPE_PREFIX}${action}` as NotificationType;
}

/** Answer's `NotificationMessage`, field for field; absent values are ''. Addresses are absolute. */
export interface NotificationMessage {
  notification_type: NotificationType;
  receiver_user_id: string;
  /** The receiver's language, or the site's when they chose none. */
  receiver_lang: string;
  /** The receiver's id at the notifier's own service, when the notifier logs people in ('' here). */
  receiver_external_id: string;
  /** Who caused it; '' for the system. */
  trigger_user_id: string;
  trigger_user_display_name: string;
  trigger_user_url: string;
  question_title: string;
  question_url: string;
  /** The question's tag slugs, comma separated (new questions only). */
  tags: string;
  /** The answer's address (notifications about an answer). */
  answer_url: string;
  /** The comment's address (notifications about a comment). */
  comment_url: string;
}

/** Who a forwarded notification reaches, known before any message is built. */
export interface NotificationReceiver {
  user_id: string;
  notification_type: NotificationType;
}

/** Payload of `notification.forward`. */
export interface NotificationForward {
  /** One entry per receiver: enough to decide whether to build the messages at all. */
  receivers: NotificationReceiver[];
  /**
   * The messages, one per receiver in the same order. Built on the first call, reading through the
   * emitter's transaction: call it while handling the event. Later calls share the result.
   */
  messages(): Promise<NotificationMessage[]>;
}

/** Payload of `notification.new_question`. */
export interface NewQuestionNotice {
  question_id: string;
  /** The asker. */
  user_id: string;
  /** Slugs of the question's tags. */
  tags: string[];
  /**
   * The notice as a message with no receiver (`receiver_user_id` ''; `receiver_lang` the site's
   * language): type `new_question`, the asker as trigger, the question's title, address and tags.
   * Built on first call through the emitter's transaction, like `NotificationForward.messages`.
   */
  message(): Promise<NotificationMessage>;
}
