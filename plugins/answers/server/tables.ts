/**
 * Row shapes this plugin uses. It owns `answer` and `answer_submission` (recent submissions, and
 * the one-answer-per-member claims); `question`, `revision` (questions plugin) and `user`
 * (accounts plugin) are read or written by name with the minimal
 * shape relied on here, since a plugin may not import another (manifest dependencies).
 */
import type { Generated } from 'kysely';

/** `answer.status` */
export const ANSWER_STATUS = { available: 1, deleted: 10, pending: 11 } as const;
/** `answer.adopted` */
export const ADOPTED = { no: 1, yes: 2 } as const;
/** `question.status` values the answer rules look at. */
export const QUESTION_STATUS = { available: 1, closed: 2, deleted: 10, pending: 11 } as const;
/** `revision.status`: 0 a direct edit; 1-3 a suggested edit waiting for, passing or failing review. */
export const REVISION_STATUS = { normal: 0, unreviewed: 1, approved: 2, rejected: 3 } as const;

type Seconds = number | string;

export interface AnswerTable {
  id: string;
  created_at: Seconds;
  updated_at: Seconds;
  question_id: string;
  user_id: string;
  last_edit_user_id: Generated<string>;
  original_text: string;
  parsed_text: string;
  status: Generated<number>;
  adopted: Generated<number>;
  comment_count: Generated<number>;
  vote_count: Generated<number>;
  revision_id: Generated<string>;
}

/** Recent answer submissions, so a repeated request finds the answer the first one made. */
export interface AnswerSubmissionTable {
  /** `<user id>:<question id>:<sha256 of the body>` */
  submission_key: string;
  /** '' while the first submission is still being saved */
  answer_id: Generated<string>;
  created_at: Seconds;
}

/** The questions plugin's `question`, read only: answers never write it (events do). */
export interface QuestionView {
  id: string;
  user_id: string;
  title: string;
  original_text: string;
  parsed_text: string;
  status: number;
  answer_count: number;
  accepted_answer_id: string;
  created_at: Seconds;
}

/** The questions plugin's `revision` table, where answer revisions go with object type 2. */
export interface RevisionView {
  id: Generated<number | string>;
  created_at: Seconds;
  updated_at: Seconds;
  user_id: string;
  object_type: number;
  object_id: string;
  title: string;
  content: string;
  log: string;
  status: Generated<number>;
  /** The answer's id while this revision is a suggestion waiting for review (unique), else NULL. */
  pending_object_id: Generated<string | null>;
}

/** The accounts plugin's `user` table, for reputation (authors come from the `user.basic_info` query). */
export interface UserView {
  id: number | string;
  rank: number;
  answer_count: number;
}

export interface AnswersTables {
  answer: AnswerTable;
  answer_submission: AnswerSubmissionTable;
  question: QuestionView;
  revision: RevisionView;
  user: UserView;
}
