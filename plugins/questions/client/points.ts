/**
 * The question page's own extension point. Another plugin (answers) contributes a section with a
 * token of the same id: `defineExtensionPoint({ id: 'questions/detail/section', cardinality: 'stack' })`.
 */
import type { ComponentType } from 'react';
import { defineExtensionPoint } from '@answer/sdk';
import type { QuestionInfo } from './question-api';

export interface QuestionSectionProps {
  /** The question as loaded. */
  question: QuestionInfo;
  /** The answer the address points at (`/questions/:qid/:slug/:aid`), '' when none. */
  answerId: string;
  /** Loads the question again after the section changed it (an answer posted or accepted). */
  onChanged: () => void;
}

export interface QuestionSectionContribution {
  /** Rendered under the question, in `order`. */
  component: ComponentType<QuestionSectionProps>;
  order?: number;
}

/** stack: sections under the question (answers, related questions, ...). */
export const questionSectionPoint = defineExtensionPoint<QuestionSectionContribution>({ id: 'questions/detail/section', cardinality: 'stack' });
