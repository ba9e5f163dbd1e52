/**
 * Question addresses as Answer builds them (`site_seo.permalink`):
 * 1 `/questions/{id}/{slug}`, 2 `/questions/{id}`, 3 `/questions/{shortId}/{slug}`, 4 `/questions/{shortId}`.
 * An answer's address appends `/{answerId}`. Short ids are spelled by the sdk, as the server reads
 * them (research notes 2.5).
 */
import { longId, objectTypeOf, OBJECT_TYPE, shortId } from '@answer/sdk';

export type PermalinkMode = 1 | 2 | 3 | 4;

export const DEFAULT_PERMALINK: PermalinkMode = 1;

/** `site_seo.permalink` of the site settings, the default when missing or out of range. */
export function permalinkMode(seo: { permalink?: unknown } | undefined): PermalinkMode {
  const value = Number(seo?.permalink);
  return value === 1 || value === 2 || value === 3 || value === 4 ? value : DEFAULT_PERMALINK;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A slug as a path segment: escaped once, whether or not the server escaped it already. */
const slugSegment = (slug: string) => encodeURIComponent(safeDecode(slug));

/** Whether two paths name the same page, however their segments are escaped. */
export function samePath(a: string, b: string): boolean {
  return safeDecode(a) === safeDecode(b);
}

export interface QuestionAddress {
  id: string;
  url_title?: string;
}

/** The canonical path of a question (and of one of its answers) in the site's permalink mode. */
export function questionPath(mode: PermalinkMode, question: QuestionAddress, answerId?: string): string {
  const short = mode === 3 || mode === 4;
  const id = short ? shortId(question.id) : (longId(question.id) ?? question.id);
  const withSlug = (mode === 1 || mode === 3) && Boolean(question.url_title);
  const parts = ['/questions', encodeURIComponent(id)];
  if (withSlug) parts.push(slugSegment(question.url_title ?? ''));
  if (answerId) parts.push(encodeURIComponent(short ? shortId(answerId) : (longId(answerId) ?? answerId)));
  return parts.join('/');
}

export interface QuestionRouteParams {
  qid?: string;
  slug?: string;
  aid?: string;
}

/**
 * What a question address names. Without a slug the answer id takes the slug's place
 * (`/questions/{id}/{answerId}` in modes 2 and 4), told apart by the answer type in the id.
 */
export function readQuestionRoute(params: QuestionRouteParams): { questionId: string; answerId: string } {
  const questionId = params.qid ?? '';
  if (params.aid) return { questionId, answerId: params.aid };
  if (params.slug && objectTypeOf(params.slug) === OBJECT_TYPE.answer) return { questionId, answerId: params.slug };
  return { questionId, answerId: '' };
}
