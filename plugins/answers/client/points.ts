/**
 * The question page's section point, declared here by id: plugins cannot import each other, and the
 * registry matches points by id, so this token and the questions plugin's name the same point.
 * The value type repeats the questions plugin's `QuestionSectionContribution`.
 */
import type { ComponentType } from 'react';
import { defineExtensionPoint } from '@answer/sdk';
import type { QuestionSummary } from './answer-api';

export interface QuestionSectionProps {
  question: QuestionSummary;
  /** The answer the address points at, '' when none. */
  answerId: string;
  /** Loads the question again (answer count, accepted answer) after the section changed it. */
  onChanged: () => void;
}

export interface QuestionSectionContribution {
  component: ComponentType<QuestionSectionProps>;
  order?: number;
}

export const questionSectionPoint = defineExtensionPoint<QuestionSectionContribution>({ id: 'questions/detail/section', cardinality: 'stack' });
