/**
 * The feeds' addresses, under the site's base path. The routes and the links in the pages' heads
 * both build them here, so a page always names a feed that exists.
 */
import type { FeedFormat } from './render';

export const FEED_FORMATS: readonly FeedFormat[] = ['rss', 'atom'];

export const FEED_PATHS = {
  newest: (format: FeedFormat) => `/feeds/questions.${format}`,
  unanswered: (format: FeedFormat) => `/feeds/unanswered.${format}`,
  tag: (slug: string, format: FeedFormat) => `/feeds/tags/${encodeURIComponent(slug)}.${format}`,
  answers: (questionId: string, format: FeedFormat) => `/feeds/questions/${encodeURIComponent(questionId)}/answers.${format}`,
};

/**
 * The tag and format of a tag feed's last segment (`c++.rss`): the route takes the whole segment,
 * as a tag's slug may itself hold dots (`node.js.atom`). Null when it names no format.
 */
export function tagFeedFile(segment: string): { slug: string; format: FeedFormat } | null {
  const match = /^(.+)\.(rss|atom)$/.exec(segment);
  return match ? { slug: match[1], format: match[2] as FeedFormat } : null;
}
