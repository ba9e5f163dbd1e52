/**
 * The review calls, in Answer 1.7's shapes: the queues' sizes, one item of a queue a page, and
 * what a reviewer does with it. Suggested edits are the questions plugin's (`/revisions/*`).
 */
import { API_BASE, type CaptchaRequest, type HttpClient } from '@answer/sdk';

/** A member as a post shows them (Answer's `UserBasicInfo`); `{}` when unknown. */
export interface BasicUser {
  id?: string;
  username?: string;
  display_name?: string;
  avatar?: string;
  rank?: number;
  status?: string;
}

export interface ReviewTag {
  slug_name: string;
  display_name: string;
}

/** `GET /reviewing/type` entry: `flagged_post`, `queued_post` or `suggested_post_edit`. */
export interface ReviewType {
  name: string;
  label: string;
  todo_amount: number;
}

/** The post an item is about, the fields flags and queued posts share. */
export interface ReviewedPost {
  created_at: number;
  object_id: string;
  question_id: string;
  answer_id: string;
  comment_id: string;
  object_type: string;
  title: string;
  url_title: string;
  original_text: string;
  parsed_text: string;
  tags: ReviewTag[] | null;
  /** 1 open, 2 closed, 10 deleted, 11 pending */
  object_status: number;
  /** 1 listed, 2 unlisted */
  object_show_status: number;
  author_user_info: BasicUser;
  submit_at: number;
}

export interface FlagReason {
  reason_type: number;
  name: string;
  description: string;
  content_type: string;
  placeholder: string;
}

/** Answer's `GetReportListPageResp`. */
export interface FlaggedPost extends ReviewedPost {
  flag_id: string;
  answer_count: number;
  answer_accepted: boolean;
  submitter_user: BasicUser;
  reason: FlagReason | null;
  reason_content: string;
}

/** Answer's `GetUnreviewedPostPageResp`. */
export interface QueuedPost extends ReviewedPost {
  review_id: number | string;
  submitter_display_name: string;
  /** Why the reviewer plugin queued it. */
  reason: string;
}

/** The post a suggested edit would change, as it is now. */
export interface SuggestedInfo {
  object_id: string;
  question_id: string;
  object_type: string;
  title: string;
  url_title: string;
  content: string;
  html: string;
  tags: ReviewTag[] | null;
}

/** Answer's `GetUnreviewedRevisionResp`: a suggestion beside the post as it is. */
export interface SuggestedEdit {
  type: 'question' | 'answer' | 'tag';
  info: SuggestedInfo & { slug_name?: string; original_text?: string; parsed_text?: string };
  unreviewed_info: {
    id: string;
    object_id: string;
    title: string;
    url_title: string;
    reason: string;
    create_at: number;
    user_info: BasicUser | null;
    content: { title?: string; content?: string; html?: string; tags?: ReviewTag[] | null; question_id?: string; original_text?: string; parsed_text?: string; slug_name?: string } | null;
  };
}

export interface Page<T> {
  count: number;
  list: T[] | null;
}

export type FlagOperation = 'edit_post' | 'close_post' | 'delete_post' | 'unlist_post' | 'ignore_report';

export interface FlagReview {
  flag_id: string;
  operation_type: FlagOperation;
  close_type?: number;
  close_msg?: string;
  title?: string;
  content?: string;
  tags?: ReviewTag[];
}

export const fetchReviewTypes = (http: HttpClient, signal?: AbortSignal) => http.get<ReviewType[] | null>(`${API_BASE}/reviewing/type`, { signal });

export const fetchFlagged = (http: HttpClient, page: number) => http.get<Page<FlaggedPost>>(`${API_BASE}/report/unreviewed/post`, { query: { page } });

export const fetchQueued = (http: HttpClient, page: number, objectId = '') =>
  http.get<Page<QueuedPost>>(`${API_BASE}/review/pending/post/page`, { query: { page, object_id: objectId || undefined } });

export const fetchSuggested = (http: HttpClient, page: number) => http.get<Page<SuggestedEdit>>(`${API_BASE}/revisions/unreviewed`, { query: { page } });

/** Field errors come back to the dialog that asked (edit, close). */
export const reviewFlag = (http: HttpClient, body: FlagReview, captcha: CaptchaRequest | null = null) =>
  http.put<null>(`${API_BASE}/report/review`, { ...body, ...(captcha ?? {}) }, { passingError: body.operation_type === 'edit_post' || body.operation_type === 'close_post' });

export const reviewQueued = (http: HttpClient, reviewId: number | string, status: 'approve' | 'reject') => http.put<null>(`${API_BASE}/review/pending/post`, { review_id: reviewId, status });

export const auditRevision = (http: HttpClient, id: string, operation: 'approve' | 'reject') => http.put<null>(`${API_BASE}/revisions/audit`, { id, operation });

export async function fetchCloseReasons(http: HttpClient, signal?: AbortSignal): Promise<FlagReason[]> {
  return (await http.get<FlagReason[] | null>(`${API_BASE}/reasons`, { query: { object_type: 'question', action: 'close' }, signal })) ?? [];
}
