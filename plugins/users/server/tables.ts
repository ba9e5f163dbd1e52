/**
 * Row shapes of the tables this plugin reads by name. It owns none: members and roles are the
 * accounts plugin's (`user`, `user_role_rel`), posts the questions, answers and comments plugins'
 * (`question`, `tag`, `answer`, `comment`), history and reputation the activity
 * plugin's (`activity`). A plugin may not import another, so these are the columns relied on
 * here. Times are Unix seconds; content ids are strings, member ids integers (strings on some
 * drivers).
 */

type Seconds = number | string;
type Count = number | string;

/** `user.status` */
export const USER_STATUS = { available: 1, suspended: 9, deleted: 10 } as const;
/** `user.mail_status`: 1 verified, 2 waiting for the activation link */
export const MAIL_STATUS = { verified: 1, toVerify: 2 } as const;
/** `user_role_rel.role_id` */
export const ROLE = { user: 1, admin: 2, moderator: 3 } as const;
/** `question.status`, `answer.status`, `comment.status` */
export const POST_STATUS = { available: 1, closed: 2, deleted: 10, pending: 11 } as const;
/** `question.show` */
export const SHOW = { listed: 1, unlisted: 2 } as const;

export interface UserView {
  id: number | string;
  created_at: Seconds;
  updated_at: Seconds;
  last_login_date: Seconds;
  username: string;
  display_name: string;
  status: number;
  rank: Count;
  follow_count: Count;
  answer_count: Count;
  mobile: string;
  bio: string;
  bio_html: string;
  website: string;
  location: string;
  mail_status: number;
  suspended_until: Seconds;
}

export interface UserRoleRelView {
  id: number | string;
  user_id: number | string;
  role_id: number;
}

export interface QuestionView {
  id: string;
  created_at: Seconds;
  updated_at: Seconds;
  user_id: string;
  title: string;
  parsed_text: string;
  pin: number;
  show: number;
  status: number;
  view_count: Count;
  vote_count: Count;
  answer_count: Count;
  collection_count: Count;
  hot_score: Count;
  accepted_answer_id: string;
  post_update_time: Seconds;
}

export interface AnswerView {
  id: string;
  created_at: Seconds;
  updated_at: Seconds;
  question_id: string;
  user_id: string;
  parsed_text: string;
  status: number;
  /** 1 not accepted, 2 accepted */
  adopted: number;
  vote_count: Count;
}

export interface CommentView {
  id: string;
  created_at: Seconds;
  user_id: string;
  /** the question or answer the comment is under */
  object_id: string;
  question_id: string;
  status: number;
  parsed_text: string;
}

export interface TagView {
  id: string;
  slug_name: string;
  display_name: string;
  main_tag_slug_name: string;
  parsed_text: string;
  recommend: number | boolean;
  reserved: number | boolean;
  status: number;
}

export interface ActivityView {
  id: number | string;
  created_at: Seconds;
  user_id: string;
  object_id: string;
  /** Answer's config id of the activity's key (see `activity-types.ts`) */
  activity_type: number;
  /** 0 standing, 1 cancelled */
  cancelled: number;
  /** the reputation change applied */
  rank: Count;
  /** 1 when `rank` is not 0 */
  has_rank: number;
}

export interface UsersTables {
  user: UserView;
  user_role_rel: UserRoleRelView;
  question: QuestionView;
  answer: AnswerView;
  comment: CommentView;
  tag: TagView;
  activity: ActivityView;
}
