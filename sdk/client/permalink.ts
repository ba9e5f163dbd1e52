/** Question links in the site's permalink form, for any plugin that links to a question or answer. */
import { useCallback } from 'react';
import { permalinkMode, questionPermalink, type QuestionAddress } from '../shared/permalink';
import { useKernel } from './react';

/**
 * Builds a question's (or one of its answers') path in the permalink mode of the site settings as
 * last loaded, so links follow the admin's choice without a page load.
 */
export function useQuestionPermalink(): (question: QuestionAddress, answerId?: string) => string {
  const mode = permalinkMode(useKernel().site.info.site_seo);
  return useCallback((question, answerId) => questionPermalink(mode, question, answerId), [mode]);
}
