/**
 * Row shapes this plugin uses, all owned by others and named here with the minimal shape relied
 * on: the questions plugin's `question` (whose `invite_user_id` holds the invited members as a JSON
 * list of user ids) and the accounts plugin's `user`.
 */

/** `question.status` */
export const QUESTION_STATUS = { available: 1, closed: 2, deleted: 10, pending: 11 } as const;
/** `user.status` */
export const USER_STATUS = { available: 1, suspended: 9, deleted: 10 } as const;

export interface QuestionView {
  id: string;
  user_id: string;
  title: string;
  status: number;
  invite_user_id: string;
}

/** Read for reputation and to match typed usernames (member info comes from `user.basic_info`). */
export interface UserView {
  id: number | string;
  username: string;
  rank: number;
  status: number;
}

export interface InvitesTables {
  question: QuestionView;
  user: UserView;
}
