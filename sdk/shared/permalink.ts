/**
 * Question addresses in the site's permalink form (`site_seo.permalink`, spec: 1 to 4, default 1):
 * 1 `/questions/{id}/{slug}`, 2 `/questions/{id}`, 3 `/questions/{shortId}/{slug}`,
 * 4 `/questions/{shortId}`; an answer's address appends `/{answerId}` in the same id spelling.
 * Every plugin that links to a question builds the address here, so one setting changes them all.
 */
import { longId, shortId } from './ids';

export type PermalinkMode = 1 | 2 | 3 | 4;

export const PERMALINK_MODES: readonly PermalinkMode[] = [1, 2, 3, 4];
export const DEFAULT_PERMALINK: PermalinkMode = 1;

/** `site_seo.permalink` of the site settings; the default when missing or out of range. */
export function permalinkMode(seo: { permalink?: unknown } | undefined): PermalinkMode {
  const value = Number(seo?.permalink);
  return PERMALINK_MODES.includes(value as PermalinkMode) ? (value as PermalinkMode) : DEFAULT_PERMALINK;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * `url_title`, the slug of a question's address: the title in lower-case letters and digits joined
 * by dashes, at most 150 characters; `topic` when nothing is left.
 */
export function urlTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  const cut = Array.from(slug).slice(0, 150).join('').replace(/-+$/, '');
  return cut || 'topic';
}

/** A slug as a path segment: escaped once, whether or not the server escaped it already. */
const slugSegment = (slug: string) => encodeURIComponent(safeDecode(slug));

/** Whether two paths name the same page, however their segments are escaped. */
export function samePath(a: string, b: string): boolean {
  return safeDecode(a) === safeDecode(b);
}

export interface QuestionAddress {
  /** The question's id, long or short. */
  id: string;
  /** Its slug (`url_title`); `title` is not slugged here, the server's slug is the canonical one. */
  url_title?: string;
}

/** The canonical path of a question (and of one of its answers) in permalink mode `mode`. */
export function questionPermalink(mode: PermalinkMode, question: QuestionAddress, answerId?: string): string {
  const short = mode === 3 || mode === 4;
  const spell = (id: string) => (short ? shortId(longId(id) ?? id) : (longId(id) ?? id));
  const parts = ['/questions', encodeURIComponent(spell(question.id))];
  if ((mode === 1 || mode === 3) && question.url_title) parts.push(slugSegment(question.url_title));
  if (answerId) parts.push(encodeURIComponent(spell(answerId)));
  return parts.join('/');
}
