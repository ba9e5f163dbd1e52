/** The question calls of the ask, edit and question pages (with its related and linked lists), in Answer's shapes. */
import { API_BASE, type CaptchaRequest, type HttpClient } from '@answer/sdk';
import type { QuestionPage } from './api';

/** A tag as a question carries it and the tag search answers it. */
export interface QuestionTag {
  slug_name: string;
  display_name: string;
  /** markdown description; empty for a tag made with the question */
  original_text?: string;
  tag_id?: string;
  recommend?: boolean;
  reserved?: boolean;
  main_tag_slug_name?: string;
}

/** `UserBasicInfo` */
export interface UserBasic {
  id: string;
  username: string;
  display_name: string;
  /** URL, empty when the member has none */
  avatar: string;
  rank: number;
  status: string;
}

/** An action the server offers the viewer (`edit`, `delete`, `close`, ...). */
export interface MemberAction {
  action: string;
  name: string;
  type: string;
}

/** `GET /question/info` (Answer's QuestionInfoResp; the fields the pages read). */
export interface QuestionInfo {
  id: string;
  title: string;
  url_title: string;
  /** markdown */
  content: string;
  /** sanitised HTML */
  html: string;
  description?: string;
  tags: QuestionTag[];
  view_count: number;
  vote_count: number;
  answer_count: number;
  follow_count?: number;
  collection_count?: number;
  accepted_answer_id?: string;
  create_time: number;
  update_time?: number;
  edit_time?: number;
  /** 1 pinned no, 2 pinned */
  pin?: number;
  /** 1 listed, 2 unlisted */
  show?: number;
  /** 1 open, 2 closed, 10 deleted, 11 pending */
  status: number;
  /** why a question is not open (closed, deleted, pending), as the server words it */
  operation?: { type: string; msg: string; description?: string; level: 'info' | 'danger' | 'warning' | 'secondary' };
  user_info?: UserBasic | null;
  update_user_info?: UserBasic | null;
  member_actions?: MemberAction[];
  /** the viewer's vote: `vote_up`, `vote_down` or '' */
  vote_status?: 'vote_up' | 'vote_down' | '';
  /** the viewer bookmarked the question */
  collected?: boolean;
  /** the viewer follows the question */
  is_followed?: boolean;
}

export const QUESTION_STATUS = { open: 1, closed: 2, deleted: 10, pending: 11 } as const;

/** What the ask and edit forms send. */
export interface QuestionFields {
  title: string;
  content: string;
  tags: QuestionTag[];
}

export interface QuestionEdit extends QuestionFields {
  id: string;
  edit_summary?: string;
}

/** `PUT /question` */
export interface QuestionEditResult {
  url_title?: string;
  /** the edit waits in the review queue */
  wait_for_review?: boolean;
}

/** An entry of `GET /question/similar` (QuestionBaseInfo). */
export interface SimilarQuestion {
  id: string;
  title: string;
  url_title?: string;
  answer_count: number;
  accepted_answer?: boolean;
  /** Answer sends the status as a word (`closed`) here */
  status?: string | number;
}

type Captcha = CaptchaRequest | null;

/** Tags as the server stores them: only the fields a question write takes. */
function tagPayload(tags: QuestionTag[]): QuestionTag[] {
  return tags.map((tag) => ({ slug_name: tag.slug_name, display_name: tag.display_name, original_text: tag.original_text ?? '' }));
}

/** The form's values and the captcha answer as one body. */
function writeBody<T extends QuestionFields>(fields: T, captcha: Captcha) {
  return { ...fields, tags: tagPayload(fields.tags), ...(captcha ?? {}) };
}

/**
 * A missing or hidden question shows the kernel's 404 page. `share` names the member whose share
 * link opened the page (Answer's `?share=`), for their First Share badge.
 */
export const fetchQuestionInfo = (http: HttpClient, id: string, signal?: AbortSignal, share = '') =>
  http.get<QuestionInfo>(`${API_BASE}/question/info`, { query: share ? { id, share } : { id }, allow404: true, signal });

export const addQuestion = (http: HttpClient, fields: QuestionFields, captcha: Captcha) =>
  http.post<QuestionInfo>(`${API_BASE}/question`, writeBody(fields, captcha));

/** `POST /question/answer`: the question and the asker's own answer in one go. */
export const addQuestionWithAnswer = (http: HttpClient, fields: QuestionFields, answerContent: string, captcha: Captcha) =>
  http.post<QuestionInfo>(`${API_BASE}/question/answer`, { ...writeBody(fields, captcha), answer_content: answerContent, mention_username_list: [] });

/**
 * The server's refusals reach the page as they are: a 403 (an edit the member may not make yet)
 * is shown on the form rather than as a passing toast.
 */
/**
 * `GET /revisions/edit/check`: whether an edit of the post lands at once or waits for review. A
 * refusal (no rights, a suggestion already waiting) comes back to the page with the server's message.
 */
export const checkEditable = (http: HttpClient, id: string, signal?: AbortSignal) =>
  http.get<{ wait_for_review?: boolean } | null>(`${API_BASE}/revisions/edit/check`, { query: { id }, passingError: true, signal });

export const updateQuestion = (http: HttpClient, fields: QuestionEdit, captcha: Captcha) =>
  http.put<QuestionEditResult | null>(`${API_BASE}/question`, writeBody(fields, captcha), { passingError: true });

export const deleteQuestion = (http: HttpClient, id: string, captcha: Captcha) =>
  http.delete<null>(`${API_BASE}/question`, { id, ...(captcha ?? {}) });

export const recoverQuestion = (http: HttpClient, id: string) => http.post<null>(`${API_BASE}/question/recover`, { question_id: id });

/** Answer answers a page model here; a plain list is read too. */
export async function fetchSimilarQuestions(http: HttpClient, title: string, signal?: AbortSignal): Promise<SimilarQuestion[]> {
  const data = await http.get<SimilarQuestion[] | { list?: SimilarQuestion[] } | null>(`${API_BASE}/question/similar`, { query: { title }, signal });
  if (Array.isArray(data)) return data;
  return data?.list ?? [];
}

export async function searchTags(http: HttpClient, tag: string, signal?: AbortSignal): Promise<QuestionTag[]> {
  const data = await http.get<QuestionTag[] | null>(`${API_BASE}/question/tags`, { query: { tag }, signal });
  return data ?? [];
}

export const fetchRelatedQuestions = (http: HttpClient, questionId: string, signal?: AbortSignal) =>
  http.get<QuestionPage>(`${API_BASE}/question/similar/tag`, { query: { question_id: questionId }, signal });

/** A page past the end answers 404, which shows the kernel's 404 page. */
export const fetchLinkedQuestions = (http: HttpClient, questionId: string, page: number, pageSize: number, signal?: AbortSignal) =>
  http.get<QuestionPage>(`${API_BASE}/question/link`, { query: { question_id: questionId, page, page_size: pageSize }, allow404: true, signal });
