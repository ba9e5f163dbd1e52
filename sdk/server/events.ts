/**
 * Domain events between plugins. The plugin that owns a change emits; every serving plugin that
 * declares a handler reacts, inside the emitter's transaction when it passes one, so a failing
 * handler undoes the whole change. Plugins add events of their own by augmenting `ServerEvents`.
 */
import type { Transaction } from 'kysely';

/** Which of a member's notification settings a mail falls under (Answer's sources). */
export type NotificationSource = 'inbox' | 'all_new_question' | 'all_new_question_for_following_tags';

export interface NotificationMailContent {
  subject: string;
  /** Plain text; blank lines make paragraphs. */
  text: string;
  /** Addresses in `text` to make clickable in the HTML part. */
  links?: string[];
}

export interface ServerEvents {
  /** An admin deleted a user and asked for everything they posted to be removed too. */
  'user.content.remove': { user_id: string };
  /**
   * A notification that may go out by mail. The accounts plugin sends it when the member is
   * verified and keeps mail on for `source`, composed in their language, with an unsubscribe link.
   */
  /**
   * A question's answers changed (added, edited, deleted, restored, accepted): the owner of the
   * answers tells the owner of the question what its answer fields are now.
   */
  'question.answers.changed': {
    question_id: string;
    /** Visible answers (not deleted, not pending). */
    answer_count: number;
    /** The newest visible answer's id, '0' when none. */
    last_answer_id: string;
    /** The accepted answer's id, '0' when none. */
    accepted_answer_id: string;
    /** Unix seconds of the change, for the question's activity time. */
    changed_at: number;
  };
  'notification.email': {
    user_id: string;
    source: NotificationSource;
    compose: (lang: string) => NotificationMailContent | Promise<NotificationMailContent>;
  };
}

export type ServerEventName = keyof ServerEvents;

export interface EventDelivery {
  /** The emitter's transaction, when it passed one: write through it. */
  readonly trx: Transaction<unknown> | null;
}

export type ServerEventHandlers = {
  [K in ServerEventName]?: (payload: ServerEvents[K], delivery: EventDelivery) => Promise<void>;
};

export interface EventEmitter {
  /** Runs every serving plugin's handler for `name`, one after another; rejects with the first failure. */
  emit<K extends ServerEventName>(name: K, payload: ServerEvents[K], trx?: Transaction<unknown>): Promise<void>;
}
