/**
 * The questions plugin's post point, declared here by id: plugins cannot import each other and
 * the registry matches points by id. `PostProps` repeats the fields of the questions plugin's
 * that the vote control reads.
 */
import type { ComponentType } from 'react';
import { defineExtensionPoint } from '@answer/sdk';

export interface PostProps {
  objectType: 'question' | 'answer';
  objectId: string;
  authorId: string;
  status: number;
  voteCount: number;
  voteStatus: 'vote_up' | 'vote_down' | '';
}

export interface PostContribution {
  component: ComponentType<PostProps>;
  order?: number;
}

/** stack: beside a post's body, in a narrow column. */
export const postSidePoint = defineExtensionPoint<PostContribution>({ id: 'questions/post/side', cardinality: 'stack' });
