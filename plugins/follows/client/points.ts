/**
 * The questions plugin's post action point, declared here by id: plugins cannot import each
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
  /** The viewer follows the question. */
  followed: boolean;
  followCount: number;
  /** The post's path on this site, without the base path. */
  path: string;
  /** The question's title (also for an answer). */
  title: string;
}

export interface PostContribution {
  component: ComponentType<PostProps>;
  order?: number;
}

export const postActionsPoint = defineExtensionPoint<PostContribution>({ id: 'questions/post/actions', cardinality: 'stack' });

/**
 * The tags plugin's tag header actions, declared here by id. The fields of its `TagView` this
 * plugin reads.
 */
export interface TagActionProps {
  tag: {
    tag_id: string;
    is_follower: boolean;
    /** `available` or `deleted` */
    status: string;
  };
  /** Loads the tag again (its follower count) after a follow changed it. */
  onChanged: () => void;
}

export interface TagActionContribution {
  component: ComponentType<TagActionProps>;
  order?: number;
}

export const tagActionsPoint = defineExtensionPoint<TagActionContribution>({ id: 'tags/detail/actions', cardinality: 'stack' });
