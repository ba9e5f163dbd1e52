/**
 * The questions plugin's post footer point, declared here by id: plugins cannot import each other,
 * and the registry matches points by id. The page hands every `PostProps` field over; this token
 * names only the ones the comments read.
 */
import type { ComponentType } from 'react';
import { defineExtensionPoint } from '@answer/sdk';
import type { GetCommentResp } from './comment-api';

export interface CommentedPostProps {
  /** Long id of the question or answer. */
  objectId: string;
  /** 10 when the post is deleted: it takes no new comments. */
  status: number;
}

/** stack: under a post (reactions, comments). */
export const postFooterPoint = defineExtensionPoint<{ component: ComponentType<CommentedPostProps>; order?: number }>({ id: 'questions/post/footer', cardinality: 'stack' });

/** What a comment's action contributions are given: the comment as the server sent it. */
export interface CommentActionProps {
  comment: GetCommentResp;
}

/**
 * stack: buttons in a comment's action row, after reply, edit and delete (the flags plugin's
 * Flag). Another plugin contributes with a token of the same id.
 */
export const commentActionsPoint = defineExtensionPoint<{ component: ComponentType<CommentActionProps>; order?: number }>({ id: 'comments/comment/actions', cardinality: 'stack' });
