/**
 * The tag page's own extension points. Another plugin contributes with a token of the same id
 * (plugins cannot import each other), e.g.
 * `defineExtensionPoint({ id: 'tags/detail/section', cardinality: 'stack' })`, and may name only
 * the fields of `TagView` it reads.
 */
import type { ComponentType } from 'react';
import { defineExtensionPoint } from '@answer/sdk';

/** A tag as its page hands it to contributions: fields of Answer's `GetTagResp`. */
export interface TagView {
  tag_id: string;
  slug_name: string;
  display_name: string;
  /** Plain-text excerpt of the description. */
  description: string;
  follow_count: number;
  question_count: number;
  /** The viewer follows the tag. */
  is_follower: boolean;
  /** `available` or `deleted` (staff see deleted tags). */
  status: string;
  recommend: boolean;
  reserved: boolean;
}

export interface TagSectionProps {
  tag: TagView;
}

export interface TagSectionContribution {
  /** Rendered under the tag's header, in `order` (the questions plugin lists the tag's questions). */
  component: ComponentType<TagSectionProps>;
  order?: number;
}

/** stack: sections under the tag's header on `/tags/:tagName`, given `{tag}`. */
export const tagSectionPoint = defineExtensionPoint<TagSectionContribution>({ id: 'tags/detail/section', cardinality: 'stack' });

export interface TagActionProps {
  tag: TagView;
  /** Loads the tag again after the action changed it (a follow changes `follow_count`). */
  onChanged: () => void;
}

export interface TagActionContribution {
  /** A button in the tag header's action row, before the Info and Edit links (the follows plugin's Follow). */
  component: ComponentType<TagActionProps>;
  order?: number;
}

/** stack: buttons in the tag header on `/tags/:tagName`, given `{tag, onChanged}`. */
export const tagActionsPoint = defineExtensionPoint<TagActionContribution>({ id: 'tags/detail/actions', cardinality: 'stack' });
