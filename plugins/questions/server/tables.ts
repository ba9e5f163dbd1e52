/** Row shapes of the tables this plugin reads and owns. Times are Unix seconds; ids are strings. */
import type { Generated } from 'kysely';
import { OBJECT_TYPE } from '@answer/sdk/server';

/** `question.status` */
export const QUESTION_STATUS = { available: 1, closed: 2, deleted: 10, pending: 11 } as const;
/** `question.pin`: pinned questions lead every list */
export const PIN = { unpinned: 1, pinned: 2 } as const;
/** `question.show`: unlisted questions stay reachable by URL but leave the lists */
export const SHOW = { listed: 1, unlisted: 2 } as const;
/** `tag_rel.status` */
export const TAG_REL_STATUS = { available: 1, hidden: 2, removed: 10 } as const;
/** `tag.status` */
export const TAG_STATUS = { available: 1, deleted: 10 } as const;

/**
 * The status a question's tag relations have in its state: hidden while it is deleted or waits for
 * review, so the tags' counts and lists leave it out until it is published.
 */
export function tagRelStatusOf(questionStatus: number): number {
  return questionStatus === QUESTION_STATUS.deleted || questionStatus === QUESTION_STATUS.pending ? TAG_REL_STATUS.hidden : TAG_REL_STATUS.available;
}

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
  /** 1 available; 2 hidden while its question is deleted; 10 removed from the question by an edit */
  status: Generated<number>;
}

/**
 * The accounts plugin's `user` table, read by name for reputation, the list's username filter and
 * the question counter. A plugin may not import another plugin, so this is the minimal shape this
 * plugin relies on (manifest dependency); author info comes from the `user.basic_info` query.
 */
export interface UserTableView {
  id: number | string;
  username: string;
  rank: number;
  /** kept equal to the number of the user's questions that are not deleted */
  question_count: number;
}

/** `revision.object_type`: the kind of post (or tag) a revision belongs to (Answer's object type codes). */
export const REVISION_OBJECT = { question: OBJECT_TYPE.question, answer: OBJECT_TYPE.answer, tag: OBJECT_TYPE.tag } as const;

/** `revision.status`: 0 a direct edit; 1-3 a suggested edit waiting for, passing or failing review. */
export const REVISION_STATUS = { normal: 0, unreviewed: 1, approved: 2, rejected: 3 } as const;

/** One saved state of a post: who wrote it, when, why, and a JSON snapshot of its title, body and tags. */
export interface RevisionTable {
  id: Generated<number | string>;
  created_at: Seconds;
  updated_at: Seconds;
  user_id: string;
  object_type: number;
  object_id: string;
  title: string;
  /** JSON `{title, content, tags: [{slug_name, display_name, main_tag_slug_name, recommend, reserved}]}` */
  content: string;
  /** the edit summary */
  log: string;
  status: Generated<number>;
  review_user_id: Generated<string>;
  /**
   * The post's id while this revision is a suggested edit waiting for review, else NULL: its unique
   * index lets one suggestion per post wait, even when two arrive at the same moment.
   */
  pending_object_id: Generated<string | null>;
}

/** Recent asks by member and text, so a repeated submission finds the question the first one made. */
export interface QuestionSubmissionTable {
  /** `<user id>:<sha256 of title and body>` */
  submission_key: string;
  /** '' while the first submission is still being saved */
  question_id: Generated<string>;
  created_at: Seconds;
}

/** Answer's `meta`: a value per object and key (`question.close.reason` = `{close_type, close_msg}`). */
export interface MetaTable {
  id: Generated<number | string>;
  created_at: Seconds;
  updated_at: Seconds;
  object_id: string;
  key: string;
  value: string;
}

/** `question_link.status` */
export const LINK_STATUS = { available: 1, deleted: 2 } as const;

/** A post (a question, or an answer of `from_question_id`) linking to a question (or one of its answers). */
export interface QuestionLinkTable {
  id: Generated<number | string>;
  created_at: Seconds;
  updated_at: Seconds;
  from_question_id: string;
  /** '0' when the link is in the question itself */
  from_answer_id: string;
  to_question_id: string;
  /** '0' when the link names the question */
  to_answer_id: string;
  status: Generated<number>;
}

/**
 * The answers plugin's `answer` table, read by name to find links in answers, the votes of a
 * question's answers for its hot score, and who answered last or answered at all. Read only; the event that makes this plugin read it comes
 * from the answers plugin, so the table exists whenever it is read.
 */
export interface AnswerTableView {
  id: string;
  question_id: string;
  user_id: string;
  last_edit_user_id: string;
  created_at: Seconds;
  original_text: string;
  status: number;
  vote_count: number;
}

export interface QuestionsTables {
  question: QuestionTable;
  tag: TagTable;
  tag_rel: TagRelTable;
  revision: RevisionTable;
  question_submission: QuestionSubmissionTable;
  user: UserTableView;
  meta: MetaTable;
  question_link: QuestionLinkTable;
}

/** This plugin's tables with the answers plugin's `answer`, for the few reads that need it. */
export interface QuestionsAndAnswersTables extends QuestionsTables {
  answer: AnswerTableView;
}
