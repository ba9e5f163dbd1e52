/**
 * Other plugins' points this plugin fills, declared here by id (plugins cannot import each other;
 * the registry matches points by id). Each props type names only the fields read here.
 */
import type { ComponentType } from 'react';
import { defineExtensionPoint } from '@answer/sdk';

/** The questions plugin's `PostProps` (a question or an answer). */
export interface PostProps {
  objectType: 'question' | 'answer';
  objectId: string;
  /** 1 open, 2 closed, 10 deleted, 11 pending */
  status: number;
  /** What the server offers the viewer on the post; `report` when they may flag it. */
  memberActions: { action: string; name: string; type: string }[];
}

export interface PostContribution {
  component: ComponentType<PostProps>;
  order?: number;
}

/** stack: a post's action row (the questions plugin). */
export const postActionsPoint = defineExtensionPoint<PostContribution>({ id: 'questions/post/actions', cardinality: 'stack' });

/** The comments plugin's comment, as its action row hands it over. */
export interface CommentActionProps {
  comment: {
    comment_id: string;
    member_actions: { action: string }[];
  };
}

export interface CommentActionContribution {
  component: ComponentType<CommentActionProps>;
  order?: number;
}

/** stack: a comment's action row (the comments plugin). */
export const commentActionsPoint = defineExtensionPoint<CommentActionContribution>({ id: 'comments/comment/actions', cardinality: 'stack' });

/** The users plugin's profile header: the member the profile is about. */
export interface ProfileSectionProps {
  user: {
    id: string;
    username: string;
    /** `normal`, `inactive`, `suspended` or `deleted`. */
    status: string;
  };
  isOwner: boolean;
}

export interface ProfileSectionContribution {
  component: ComponentType<ProfileSectionProps>;
  order?: number;
}

/** stack: additions to a profile's header (the users plugin). */
export const profileHeaderPoint = defineExtensionPoint<ProfileSectionContribution>({ id: 'users/profile/header', cardinality: 'stack' });
