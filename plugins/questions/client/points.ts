/**
 * The question page's own extension point. Another plugin (answers) contributes a section with a
 * token of the same id: `defineExtensionPoint({ id: 'questions/detail/section', cardinality: 'stack' })`.
 */
import type { ComponentType } from 'react';
import { defineExtensionPoint } from '@answer/sdk';
import type { QuestionInfo } from './question-api';

export interface QuestionSectionContribution {
  /** Rendered under the question, in `order`, with the question as loaded. */
  component: ComponentType<{ question: QuestionInfo }>;
  order?: number;
}

/** stack: sections under the question (answers, related questions, ...). */
export const questionSectionPoint = defineExtensionPoint<QuestionSectionContribution>({ id: 'questions/detail/section', cardinality: 'stack' });
