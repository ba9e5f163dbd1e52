/**
 * What a question page's address names, and the address the site's permalink setting gives it.
 * The browser page reads its route the same way (`client/permalink.ts`) and replaces a
 * non-canonical address with the permalink; the server answers it with a 301 instead, as Answer's
 * template server sends old and foreign forms to the configured one.
 */
import { contentIdOf, OBJECT_TYPE, objectTypeOf, questionPermalink, samePath, type PermalinkMode } from '@answer/sdk/server';

export interface QuestionAddressParams {
  qid?: string;
  slug?: string;
  aid?: string;
}

export interface NamedQuestion {
  /** The question's long id. */
  questionId: string;
  /** The named answer's long id, '' for none (or for a last segment that is no answer id: the permalink leaves it out). */
  answerId: string;
}

/**
 * The question (and answer) an address names; null when its first segment is no question id in
 * either spelling (no question lives there: the page is not found). Without a slug the answer id
 * takes the slug's place (`/questions/{id}/{answerId}` in modes 2 and 4), told apart by its type.
 */
export function namedQuestion(params: QuestionAddressParams): NamedQuestion | null {
  const questionId = contentIdOf(params.qid ?? '', OBJECT_TYPE.question);
  if (!questionId) return null;
  const rawAnswer = params.aid ?? (params.slug && objectTypeOf(params.slug) === OBJECT_TYPE.answer ? params.slug : '');
  return { questionId, answerId: rawAnswer ? (contentIdOf(rawAnswer, OBJECT_TYPE.answer) ?? '') : '' };
}

/** The path as requested, each parameter escaped once (the route's parameters arrive decoded). */
export function requestedPath(params: QuestionAddressParams): string {
  return ['/questions', params.qid, params.slug, params.aid]
    .filter((part): part is string => part !== undefined && part !== '')
    .map((part, index) => (index === 0 ? part : encodeURIComponent(part)))
    .join('/');
}

export interface QuestionSlug {
  id: string;
  url_title: string;
}

/**
 * Where the address should be: null when it already is the permalink, else the permalink with the
 * request's query (a share link keeps its `?share=`).
 */
export function permalinkRedirect(mode: PermalinkMode, params: QuestionAddressParams, query: URLSearchParams, question: QuestionSlug, answerId: string): string | null {
  const canonical = questionPermalink(mode, question, answerId || undefined);
  if (samePath(requestedPath(params), canonical)) return null;
  const search = query.toString();
  return search ? `${canonical}?${search}` : canonical;
}
