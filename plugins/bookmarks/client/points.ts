/**
 * The questions plugin's post side point, declared here by id: plugins cannot import each
 * other, and the registry matches points by id.
 */
import type { ComponentType } from 'react';
import { defineExtensionPoint } from '@answer/sdk';

/**
 * The fields of the questions plugin's `PostProps` this plugin reads; the page hands over more.
 */
export interface PostProps {
  objectType: 'question' | 'answer';
  objectId: string;
  /** 1 open, 2 closed, 10 deleted, 11 pending */
  status: number;
  /** The viewer bookmarked the post. */
  collected: boolean;
  collectionCount: number;
}

export interface PostContribution {
  component: ComponentType<PostProps>;
  order?: number;
}

export const postSidePoint = defineExtensionPoint<PostContribution>({ id: 'questions/post/side', cardinality: 'stack' });
