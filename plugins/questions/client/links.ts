/** Where list items and question pages link to: only pages that exist, in the site's permalink form. */
import { useCallback, useMemo } from 'react';
import { routePoint, useHasRoute, useKernel, useQuestionPermalink } from '@answer/sdk';

export interface LinkTargets {
  /** Set when a page for single questions is registered; titles stay plain text otherwise. */
  question: boolean;
  ask: boolean;
}

/** Which of the pages a question links to are registered, so no link on a page is dead. */
export function useLinkTargets(): LinkTargets {
  const routes = useKernel().extensions.get(routePoint);
  return useMemo(() => {
    const paths = new Set(routes.map((route) => route.value.path));
    return { question: paths.has('/questions/:qid'), ask: paths.has('/questions/ask') };
  }, [routes]);
}

/** Builds a question's (or answer's) path in the permalink mode of the site settings. */
export const useQuestionPath = useQuestionPermalink;

/** The route of a tag's own page, which a tag plugin may serve. */
export const TAG_PAGE_ROUTE = '/tags/:tagName';
const QUESTION_LIST_ROUTE = '/questions';

export const tagPath = (slug: string) => `/tags/${encodeURIComponent(slug)}`;
/** The question list filtered to one tag (its synonyms included by the server). */
export const taggedQuestionsPath = (slug: string) => `${QUESTION_LIST_ROUTE}?${new URLSearchParams({ tag: slug }).toString()}`;

/**
 * Where a tag links to: its own page while one is served, else the question list filtered by
 * it; null (plain text) when neither is.
 */
export function useTagHref(): (slug: string) => string | null {
  const tagPage = useHasRoute(TAG_PAGE_ROUTE);
  const questionList = useHasRoute(QUESTION_LIST_ROUTE);
  return useCallback((slug: string) => (tagPage ? tagPath(slug) : questionList ? taggedQuestionsPath(slug) : null), [tagPage, questionList]);
}
