/**
 * The questions plugin's post footer point, declared here by id (plugins cannot import each
 * other; the registry matches points by id), with the `PostProps` fields the reaction bar reads.
 */
import type { ComponentType } from 'react';
import { defineExtensionPoint } from '@answer/sdk';

export interface PostProps {
  objectType: 'question' | 'answer';
  objectId: string;
}

export interface PostContribution {
  component: ComponentType<PostProps>;
  order?: number;
}

/** stack: under a post. */
export const postFooterPoint = defineExtensionPoint<PostContribution>({ id: 'questions/post/footer', cardinality: 'stack' });
