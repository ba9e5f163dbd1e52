/**
 * Question addresses as Answer builds them (`site_seo.permalink`):
 * 1 `/questions/{id}/{slug}`, 2 `/questions/{id}`, 3 `/questions/{shortId}/{slug}`, 4 `/questions/{shortId}`.
 * An answer's address appends `/{answerId}`. The sdk builds them (`questionPermalink`), so other
 * plugins' links take the same form; this module reads the question page's route.
 */
import { objectTypeOf, OBJECT_TYPE, permalinkMode, questionPermalink, samePath, DEFAULT_PERMALINK, type PermalinkMode, type QuestionAddress } from '@answer/sdk';

export { DEFAULT_PERMALINK, permalinkMode, samePath, type PermalinkMode, type QuestionAddress };

/** The canonical path of a question (and of one of its answers): the sdk's, which every plugin's links use. */
export const questionPath = questionPermalink;

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
