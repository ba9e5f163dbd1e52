/**
 * The questions plugin's post footer point, declared here by id: plugins cannot import each other,
 * and the registry matches points by id. The page hands every `PostProps` field over; this token
 * names only the ones the comments read.
 */
import type { ComponentType } from 'react';
import { defineExtensionPoint } from '@answer/sdk';

export interface CommentedPostProps {
  /** Long id of the question or answer. */
  objectId: string;
  /** 10 when the post is deleted: it takes no new comments. */
  status: number;
}

/** stack: under a post (reactions, comments). */
export const postFooterPoint = defineExtensionPoint<{ component: ComponentType<CommentedPostProps>; order?: number }>({ id: 'questions/post/footer', cardinality: 'stack' });
