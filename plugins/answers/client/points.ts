/**
 * The questions plugin's points, declared here by id: plugins cannot import each other, and the
 * registry matches points by id, so these tokens and the questions plugin's name the same points.
 * The value types repeat the questions plugin's (`QuestionSectionContribution`, `PostContribution`).
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
  /** The path of one of the question's answers, as the site's permalink setting writes it. */
  answerPath: (answerId: string) => string;
}

export interface QuestionSectionContribution {
  component: ComponentType<QuestionSectionProps>;
  order?: number;
}

export const questionSectionPoint = defineExtensionPoint<QuestionSectionContribution>({ id: 'questions/detail/section', cardinality: 'stack' });

/** A question or an answer as the post points see it (the questions plugin's `PostProps`). */
export interface PostProps {
  objectType: 'question' | 'answer';
  objectId: string;
  questionId: string;
  authorId: string;
  status: number;
  voteCount: number;
  voteStatus: 'vote_up' | 'vote_down' | '';
  collected: boolean;
  collectionCount: number;
  followed: boolean;
  followCount: number;
  memberActions: { action: string; name: string; type: string }[];
  path: string;
  title: string;
  onChanged: () => void;
}

export interface PostContribution {
  component: ComponentType<PostProps>;
  order?: number;
}

export const postSidePoint = defineExtensionPoint<PostContribution>({ id: 'questions/post/side', cardinality: 'stack' });
export const postActionsPoint = defineExtensionPoint<PostContribution>({ id: 'questions/post/actions', cardinality: 'stack' });
export const postFooterPoint = defineExtensionPoint<PostContribution>({ id: 'questions/post/footer', cardinality: 'stack' });
