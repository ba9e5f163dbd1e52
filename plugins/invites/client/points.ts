/**
 * The questions plugin's section point under a question, declared here by id: plugins cannot
 * import each other, and the registry matches points by id. The props name only what this plugin
 * reads of the questions plugin's `QuestionSectionProps`.
 */
import type { ComponentType } from 'react';
import { defineExtensionPoint } from '@answer/sdk';

export interface QuestionSectionProps {
  /** 1 open, 2 closed, 10 deleted, 11 pending */
  question: { id: string; status: number };
}

export interface QuestionSectionContribution {
  component: ComponentType<QuestionSectionProps>;
  order?: number;
}

export const questionSectionPoint = defineExtensionPoint<QuestionSectionContribution>({ id: 'questions/detail/section', cardinality: 'stack' });
