/** Where list items and question pages link to: only pages that exist, in the site's permalink form. */
import { useCallback, useMemo } from 'react';
import { routePoint, useKernel } from '@answer/sdk';
import { permalinkMode, questionPath, type QuestionAddress } from './permalink';

export interface LinkTargets {
  /** Set when a page for single questions is registered; titles stay plain text otherwise. */
  question: boolean;
  tag: boolean;
  user: boolean;
  ask: boolean;
}

/** Which of the pages a question links to are registered, so no link on a page is dead. */
export function useLinkTargets(): LinkTargets {
  const routes = useKernel().extensions.get(routePoint);
  return useMemo(() => {
    const paths = new Set(routes.map((route) => route.value.path));
    return { question: paths.has('/questions/:qid'), tag: paths.has('/tags/:tagName'), user: paths.has('/users/:username'), ask: paths.has('/questions/ask') };
  }, [routes]);
}

/** Builds a question's (or answer's) path in the permalink mode of the site settings. */
export function useQuestionPath(): (question: QuestionAddress, answerId?: string) => string {
  const { site } = useKernel();
  const mode = permalinkMode(site.info.site_seo);
  return useCallback((question, answerId) => questionPath(mode, question, answerId), [mode]);
}

export const tagPath = (slug: string) => `/tags/${encodeURIComponent(slug)}`;
export const userPath = (username: string) => `/users/${encodeURIComponent(username)}`;
