/**
 * The question page's own extension point. Another plugin (answers) contributes a section with a
 * token of the same id: `defineExtensionPoint({ id: 'questions/detail/section', cardinality: 'stack' })`.
 */
import type { ComponentType } from 'react';
import { defineExtensionPoint } from '@answer/sdk';
import type { MemberAction, QuestionInfo } from './question-api';

export interface QuestionSectionProps {
  /** The question as loaded. */
  question: QuestionInfo;
  /** The answer the address points at (`/questions/:qid/:slug/:aid`), '' when none. */
  answerId: string;
  /** Loads the question again after the section changed it (an answer posted or accepted). */
  onChanged: () => void;
  /** The path of one of the question's answers, as the site's permalink setting writes it. */
  answerPath: (answerId: string) => string;
}

export interface QuestionSectionContribution {
  /** Rendered under the question, in `order`. */
  component: ComponentType<QuestionSectionProps>;
  order?: number;
}

/** stack: sections under the question (answers, related questions, ...). */
export const questionSectionPoint = defineExtensionPoint<QuestionSectionContribution>({ id: 'questions/detail/section', cardinality: 'stack' });

/** A question or an answer as the post points see it. */
export interface PostProps {
  objectType: 'question' | 'answer';
  /** Long id of the post. */
  objectId: string;
  /** The question the post is (or belongs to). */
  questionId: string;
  /** The author's user id ('' when unknown). */
  authorId: string;
  /** 1 open, 2 closed (questions only), 10 deleted, 11 pending. */
  status: number;
  voteCount: number;
  /** The viewer's vote: `vote_up`, `vote_down` or ''. */
  voteStatus: 'vote_up' | 'vote_down' | '';
  /** The viewer bookmarked the post. */
  collected: boolean;
  collectionCount: number;
  /** The viewer follows the question (always false for an answer). */
  followed: boolean;
  /** The question's followers (0 for an answer). */
  followCount: number;
  /** The actions the server offers the viewer on this post (`edit`, `close`, `pin`, ...). */
  memberActions: MemberAction[];
  /** The post's path on this site (permalink setting applied), without the base path. */
  path: string;
  /** The question's title (also for an answer). */
  title: string;
  /** Loads the post (and the question) again after a contribution changed them. */
  onChanged: () => void;
}

export interface PostContribution {
  component: ComponentType<PostProps>;
  order?: number;
}

/** stack: beside a post's body, in a narrow column (vote buttons, bookmark). */
export const postSidePoint = defineExtensionPoint<PostContribution>({ id: 'questions/post/side', cardinality: 'stack' });
/** stack: in a post's action row, after edit and delete (share, follow, close, pin). */
export const postActionsPoint = defineExtensionPoint<PostContribution>({ id: 'questions/post/actions', cardinality: 'stack' });
/** stack: under a post (reactions, comments). */
export const postFooterPoint = defineExtensionPoint<PostContribution>({ id: 'questions/post/footer', cardinality: 'stack' });

/**
 * The tags plugin's tag page section, declared here by id (plugins cannot import each other):
 * this plugin adds the tag's questions. The fields below are the ones it reads of the tag.
 */
export interface TagSectionProps {
  tag: {
    slug_name: string;
    display_name: string;
  };
}

export interface TagSectionContribution {
  component: ComponentType<TagSectionProps>;
  order?: number;
}

/** stack: sections under a tag's header on its page (`/tags/:tagName`), defined by the tags plugin. */
export const tagSectionPoint = defineExtensionPoint<TagSectionContribution>({ id: 'tags/detail/section', cardinality: 'stack' });
