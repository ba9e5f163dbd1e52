/**
 * Domain events between plugins. The plugin that owns a change emits; every serving plugin that
 * declares a handler reacts, inside the emitter's transaction when it passes one, so a failing
 * handler undoes the whole change. Plugins add events of their own by augmenting `ServerEvents`.
 */
import type { Transaction } from 'kysely';
import type { NewQuestionNotice, NotificationForward } from './notifiers';

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
  /**
   * Something happened to a post or a member that goes into the history (timelines, reputation log)
   * and may change reputation. The activity plugin writes one row per event and applies `rank`
   * to `user_id` under Answer's rules (daily cap of `daily_rank_limit`, never below 1).
   */
  'activity.record': {
    /** Whose history and reputation the row belongs to (the post's author for a received vote). */
    user_id: string;
    /** Who caused it when that is someone else (the voter on the author's row); '0' or absent otherwise. */
    trigger_user_id?: string;
    /** The question, answer, comment or tag it is about. */
    object_id: string;
    /** The question the object belongs to ('' or absent for tags and users). */
    question_id?: string;
    /** Answer's activity key (`question.asked`, `answer.voted_up`, `question.closed`, ...). */
    activity: string;
    /**
     * Reputation change before the cap and the floor. Absent: the site's configured value for
     * `activity` (Answer's config rows, e.g. `answer.voted_up` +10); 0 for history only.
     */
    rank?: number;
    /** What the timeline shows beside the entry (an edit summary, a close reason). */
    comment?: string;
    /** The revision the activity made (edits, rollbacks), when there is one. */
    revision_id?: string;
    /** Unix seconds; now when absent. */
    at?: number;
  };
  /**
   * An earlier activity is taken back (a vote retracted, an acceptance moved): its row is marked
   * cancelled and the reputation it gave or took is returned.
   */
  'activity.cancel': {
    user_id: string;
    object_id: string;
    activity: string;
    /** Only the row this member caused (the voter of a received vote). */
    trigger_user_id?: string;
  };
  /**
   * A question was asked together with its author's answer (`POST /question/answer`): the owner of
   * answers adds the answer in the same transaction.
   */
  'question.answer.add': {
    question_id: string;
    user_id: string;
    /** Markdown of the answer, already validated by the asker's schema. */
    content: string;
    /** Unix seconds, equal to the question's creation time. */
    created_at: number;
  };
  /**
   * A saved revision becomes a post's content again: a suggested edit passed review ('review': the
   * revision itself turns current, credited to its author) or a member rolled back to an earlier
   * one ('rollback': a new revision copies it, with `log` as its summary). The keeper of revisions
   * (questions plugin) emits it for posts other plugins own; the owner writes the post, its
   * history and its timeline entry through `trx`.
   */
  'post.revision.apply': {
    revision_id: string;
    object_id: string;
    mode: 'review' | 'rollback';
    /** Who the change is credited to: the suggester, or the member rolling back. */
    user_id: string;
    log: string;
    /** Unix seconds. */
    at: number;
    /**
     * The member rolling back (or reviewing) is a moderator or admin: role powers some owners
     * check besides the edit right itself (renaming a tag's slug). Absent means no.
     */
    staff?: boolean;
  };
  /**
   * A comment was posted (the comments plugin). Carries who it reaches besides the post's author:
   * the member replied to and the members mentioned, so notifications need not parse the text.
   */
  'comment.created': {
    comment_id: string;
    /** The question or answer commented on. */
    object_id: string;
    question_id: string;
    /** The commenter. */
    user_id: string;
    /** The author of the comment replied to, '' when not a reply. */
    reply_user_id: string;
    /** Existing members the text mentions with `@username`, without repeats. */
    mentioned_user_ids: string[];
    /** The comment's Markdown. */
    content: string;
    /** Unix seconds. */
    at: number;
  };
  /** Members were newly invited to answer a question (the invites plugin); repeats are not told again. */
  'question.invited': {
    question_id: string;
    /** Who invited them. */
    user_id: string;
    invitee_ids: string[];
  };
  /**
   * A member's reputation really moved (the activity plugin, after the daily cap and the floor):
   * `delta` is what was applied, negative when an activity was cancelled or cost reputation.
   */
  'reputation.changed': {
    user_id: string;
    /** Who caused it ('0' when the member did it themselves). */
    trigger_user_id: string;
    object_id: string;
    /** '' for objects outside a question. */
    question_id: string;
    activity: string;
    delta: number;
  };
  'notification.email': {
    user_id: string;
    source: NotificationSource;
    compose: (lang: string) => NotificationMailContent | Promise<NotificationMailContent>;
  };
  /**
   * Posts (questions, answers, comments; long ids) are gone for good (an admin purged deleted
   * content). Every plugin removes its rows about them in the emitter's transaction; a plugin that
   * owns posts hanging off them (answers of a question, comments of a post) removes those and
   * emits this again for their ids.
   */
  'post.purged': { object_ids: string[] };
  /**
   * Questions or answers changed in a way a search index follows (their owner, in the writing
   * transaction): `created` (ids that never existed before: no index holds them yet), `edited`
   * (title or body: edits, applied suggestions, rollbacks) or `status` (deleted, undeleted,
   * closed, reopened, listed or unlisted, held or approved). Read the posts through `trx` for
   * their state now. Purges are told by `post.purged`.
   */
  'post.changed': { object_type: 'question' | 'answer'; object_ids: string[]; change: 'created' | 'edited' | 'status' };
  /**
   * An admin merged the tag `source_id` into `target_id` (the tags plugin, in the merge's
   * transaction, after moving its questions and before counting both tags again): plugins move
   * what they keep about the source tag to the target (the follows plugin, its followers).
   */
  'tag.merged': { source_id: string; target_id: string };
  /** Deleted members are gone for good: plugins remove the rows that only served them (their inbox). */
  'user.purged': { user_ids: string[] };
  /** A member saved their profile (`PUT /user/info`, the accounts plugin); `bio` is the saved bio's Markdown. */
  'user.profile.updated': { user_id: string; bio: string };
  /**
   * Someone opened a question through a member's share link (`?share=<username>`, the questions
   * plugin); the member's own visits are not told. `visitor_id` is '0' for a guest.
   */
  'question.shared': { question_id: string; user_id: string; visitor_id: string };
  /** A member added a reaction (`emoji`) to a question or answer (the reactions plugin); taking one back is not told. */
  'post.reacted': { user_id: string; object_id: string; emoji: string };
  /** A member flagged a question, answer or comment (`POST /report`); no plugin emits it yet. */
  'post.flagged': { user_id: string; object_id: string; question_id: string };
  /**
   * A member earned a badge (the badges plugin): `award_id` is the award's id (object type
   * `badge_award`), `name` the badge's backend i18n key. Notifications tell the member.
   */
  'badge.awarded': { award_id: string; badge_id: string; user_id: string; name: string; at: number };
  /**
   * A comment was deleted (by its author, by staff, or through a flag review), in the deleting
   * transaction; notifications tell its author when someone else deleted it.
   */
  'comment.deleted': { comment_id: string; object_id: string; question_id: string; author_id: string; actor_id: string; at: number };
  /**
   * A reviewer plugin held a new or edited post back (`post.review` said `need_review`): its owner
   * stored it with status 11 and emits this in its write transaction; the review plugin keeps the
   * review row. `reason` and `reviewer` come from the verdict.
   */
  'post.queued': {
    object_id: string;
    object_type: 'question' | 'answer' | 'comment';
    user_id: string;
    reason: string;
    reviewer: string;
  };
  /**
   * Staff decided a queued post (`PUT /review/pending/post`, the review plugin): the post's owner,
   * in the emitter's transaction, publishes it (`approve`: status back to available, counts, feeds,
   * notifications as for a new post) or deletes it (`reject`). Only a still-pending post changes.
   */
  'post.review.decided': {
    object_id: string;
    operation: 'approve' | 'reject';
    reviewer_id: string;
  };
  /**
   * A question became visible to everyone for the first time (the questions plugin): asked and
   * published at once, or approved after review. Not told for a question held back or refused.
   */
  'question.published': { question_id: string; user_id: string; at: number };
  /**
   * Inbox notifications were written (the notifications plugin), in their transaction: what
   * notifier plugins pass on (see `sdk/server/notifiers.ts`).
   */
  'notification.forward': NotificationForward;
  /** A new visible question, for notifiers' site-wide notices (the notifications plugin; see `NewQuestionNotice`). */
  'notification.new_question': NewQuestionNotice;
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
