/** The comment calls of the question page, in Answer 1.7's shapes. */
import { API_BASE, type CaptchaRequest, type HttpClient } from '@answer/sdk';
// the shape the server half answers with, so the two halves cannot drift apart
import type { GetCommentResp } from '../server/comment-resp';

export type { GetCommentResp } from '../server/comment-resp';

export interface CommentPage {
  count: number;
  list: GetCommentResp[];
}

export interface EditedComment {
  comment_id: string;
  original_text: string;
  parsed_text: string;
  /** 11 when the edit is held for review */
  status: number;
}

/** `GetCommentResp.status` of a comment held for review: only its author and staff see it. */
export const COMMENT_PENDING = 11;

type Captcha = CaptchaRequest | null;

export const fetchCommentPage = (http: HttpClient, query: { object_id: string; page: number; page_size: number; comment_id?: string }, signal?: AbortSignal) =>
  http.get<CommentPage>(`${API_BASE}/comment/page`, { query, signal });

/** Field errors (the text, the captcha) come back to the form; other refusals are the kernel's toasts. */
export const addComment = (http: HttpClient, body: { object_id: string; original_text: string; reply_comment_id?: string; mention_username_list?: string[] }, captcha: Captcha) =>
  http.post<GetCommentResp>(`${API_BASE}/comment`, { ...body, ...(captcha ?? {}) });

/** Every refusal reaches the inline editor, which shows it where the member is looking. */
export const updateComment = (http: HttpClient, body: { comment_id: string; original_text: string }, captcha: Captcha) =>
  http.put<EditedComment>(`${API_BASE}/comment`, { ...body, ...(captcha ?? {}) }, { passingError: true });

export const deleteComment = (http: HttpClient, commentId: string, captcha: Captcha) => http.delete<null>(`${API_BASE}/comment`, { comment_id: commentId, ...(captcha ?? {}) });

/** Served by the votes plugin: up-votes a comment, or takes the up-vote back. */
export const voteComment = (http: HttpClient, commentId: string, cancel: boolean) =>
  http.post<{ votes?: number; vote_status?: string } | null>(`${API_BASE}/vote/up`, { object_id: commentId, is_cancel: cancel });
