/**
 * How a search engine describes itself beside its results (Answer's `SearchDesc`): `GET
 * /answer/api/v1/search/desc`, served by the plugin that serves `GET /search`, read by the search
 * page (the search info plugin shows "Search by" and the logo when there is an icon).
 */
import type { FastifyInstance } from 'fastify';
import { API_BASE } from '../shared/paths';

/** Answer's `SearchDescResp`. */
export interface SearchDescription {
  /** The engine's name in the request's language. */
  name: string;
  /** Its logo: an SVG as base64 or a data URL, or a web address; '' for none (nothing is shown then). */
  icon: string;
  /** Where the logo links (the engine's site); '' for none. */
  link: string;
}

/** Mounts `GET /search/desc` answering `describe(lang)`; a link that is not a web address is left out. */
export function registerSearchDescription(app: FastifyInstance, describe: (lang: string) => SearchDescription | Promise<SearchDescription>): void {
  app.get(`${API_BASE}/search/desc`, async (request) => {
    const { name, icon, link } = await describe(request.lang);
    return { name, icon, link: /^https?:\/\//i.test(link) ? link : '' };
  });
}

/** Orders of `GET /search`; `relevance` is the default. */
export type SearchOrder = 'relevance' | 'newest' | 'active' | 'score';

/**
 * Answer's search syntax, parsed: what every search provider is asked. Text values are lower-cased
 * but otherwise as typed; a provider normalises them the way it indexed the posts.
 */
export interface SearchQuery {
  /** Words; every one must be found in the post (a question's title or body, an answer's body). */
  words: string[];
  /** `"quoted phrases"`; every one must be found as written, words in that order. */
  phrases: string[];
  /** `[tag]` slugs; the post's question carries every one (or a synonym of it). */
  tags: string[];
  /** `user:name` as typed (`user:me` is the caller). */
  user?: string;
  /** `score:N`: at least N votes. */
  minScore?: number;
  /** `answers:N`: questions with at least N answers. */
  minAnswers?: number;
  /** `views:N`: questions seen at least N times. */
  minViews?: number;
  /** `is:question` / `is:answer`. */
  kind?: 'question' | 'answer';
  /** `isaccepted:yes|no` (`is:accepted` = yes): answers accepted or not. */
  accepted?: boolean;
  /** `hasaccepted:yes|no`: questions with an accepted answer or without. */
  hasAccepted?: boolean;
  /** `inquestion:ID`: answers of this question (its id as written). */
  inQuestion?: string;
}

export interface SearchRequest {
  query: SearchQuery;
  order: SearchOrder;
  /** 1-based. */
  page: number;
  size: number;
  /** The caller's user id: `user:me`, and their own posts waiting for review are found too. */
  viewer_id?: string;
}

/** One post found: a question (`id` is its id) or an answer. */
export interface SearchHit {
  object_type: 'question' | 'answer';
  id: string;
}

export interface SearchHits {
  /** Posts matching in all (a provider may stop counting at a bound it documents). */
  count: number;
  /** The asked page, in the asked order; posts not shown to the caller (deleted, unlisted) are left out. */
  hits: SearchHit[];
}

/**
 * A search engine behind `GET /search` (the server provider point `search`). The plugin serving
 * `GET /search` (search_db) asks the serving provider and turns its hits into Answer's results;
 * a provider of another plugin wins over search_db's own database engine. A provider keeps its
 * index in step by handling the domain events `post.changed` (created, edited, status changed)
 * and `post.purged` (see `ServerEvents`), delivered inside the writing transaction.
 */
export interface SearchProvider {
  /** Name, logo and link shown beside the results (`GET /search/desc`). */
  describe(lang: string): SearchDescription | Promise<SearchDescription>;
  search(request: SearchRequest): Promise<SearchHits>;
  /** Indexes every post again from the database; `progress` is told how far it got. */
  rebuild?(progress: (done: number, total: number) => void): Promise<void>;
}

/** A search provider of a plugin serving now (`ctx.searchProviders()`). */
export interface ServingSearchProvider {
  plugin_id: string;
  provider: SearchProvider;
}
