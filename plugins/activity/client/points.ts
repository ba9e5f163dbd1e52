/**
 * The questions plugin's post action row, declared here by id: plugins cannot import each other,
 * and the registry matches points by id. `PostProps` repeats the fields this plugin reads.
 */
import type { ComponentType } from 'react';
import { defineExtensionPoint } from '@answer/sdk';

export interface PostProps {
  objectType: 'question' | 'answer';
  objectId: string;
  questionId: string;
  authorId: string;
  status: number;
  path: string;
  title: string;
  onChanged: () => void;
}

export interface PostContribution {
  component: ComponentType<PostProps>;
  order?: number;
}

export const postActionsPoint = defineExtensionPoint<PostContribution>({ id: 'questions/post/actions', cardinality: 'stack' });
