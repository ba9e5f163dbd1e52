/**
 * The feed addresses. They sit outside the API paths, so the host sends what they answer as it is
 * (no JSON envelope); guests share one kept copy of each, dropped by the writes that change it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SHARED_SCOPES, type ServerContext } from '@answer/sdk/server';
import { FEED_FORMATS, FEED_PATHS, tagFeedFile } from './paths';
import { CONTENT_TYPES, renderFeed, type FeedFormat } from './render';
import { FeedSources, type FeedResult } from './sources';

/**
 * A kept feed is dropped by every write that changes what it shows; nothing in it changes by
 * itself (no counts, no scores), so it may be kept longer than the default minute.
 */
const MAX_AGE_SECONDS = 15 * 60;

const PLAIN = 'text/plain; charset=utf-8';

const listScopes = () => [SHARED_SCOPES.questionLists];

export function registerFeedRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const sources = new FeedSources(ctx);

  function refuse(reply: FastifyReply, lang: string, status: 404 | 503): FastifyReply {
    const key = status === 404 ? 'feeds.not_found' : 'feeds.unavailable';
    return reply.code(status).header('cache-control', 'no-cache').type(PLAIN).send(ctx.t(lang, key));
  }

  /** Answers one feed request with what `build` made of the guest's view. */
  async function answer(request: FastifyRequest, reply: FastifyReply, format: FeedFormat, build: (lang: string) => Promise<FeedResult>): Promise<FastifyReply> {
    // a members-only site shows guests nothing but its login page; its feeds do not exist
    if (await sources.membersOnly()) return refuse(reply, request.lang, 404);
    let result: FeedResult;
    try {
      result = await build(request.lang);
    } catch (error) {
      ctx.log.error(`the feed ${request.url} could not be built`, error instanceof Error ? error.message : error);
      result = { kind: 'unavailable' };
    }
    switch (result.kind) {
      case 'feed':
        return reply.type(CONTENT_TYPES[format]).send(renderFeed(result.feed, format, Math.floor(Date.now() / 1000)));
      case 'redirect': {
        // the route's pattern starts with the base path the host mounted the plugin under
        const pattern = request.routeOptions.url ?? '';
        const basePath = pattern.slice(0, Math.max(0, pattern.indexOf('/feeds/')));
        return reply.header('cache-control', 'no-cache').redirect(`${basePath}${result.path}`, 301);
      }
      case 'not_found':
        return refuse(reply, request.lang, 404);
      default:
        return refuse(reply, request.lang, 503);
    }
  }

  for (const format of FEED_FORMATS) {
    app.get(FEED_PATHS.newest(format), { config: { sharedCache: { scopes: listScopes, maxAgeSeconds: MAX_AGE_SECONDS } } }, (request, reply) =>
      answer(request, reply, format, (lang) => sources.newest(lang, 'newest')),
    );
    app.get(FEED_PATHS.unanswered(format), { config: { sharedCache: { scopes: listScopes, maxAgeSeconds: MAX_AGE_SECONDS } } }, (request, reply) =>
      answer(request, reply, format, (lang) => sources.newest(lang, 'unanswered')),
    );
    // the whole question: its answers, and its title and tags the feed repeats
    const questionScopes = (request: FastifyRequest) => [SHARED_SCOPES.question((request.params as { id?: unknown }).id)];
    app.get<{ Params: { id: string } }>(`/feeds/questions/:id/answers.${format}`, { config: { sharedCache: { scopes: questionScopes, maxAgeSeconds: MAX_AGE_SECONDS } } }, (request, reply) =>
      answer(request, reply, format, (lang) => sources.answers(lang, request.params.id)),
    );
  }

  // one segment for tag and format: a slug may hold dots itself (`node.js.rss`)
  app.get<{ Params: { file: string } }>('/feeds/tags/:file', { config: { sharedCache: { scopes: listScopes, maxAgeSeconds: MAX_AGE_SECONDS } } }, (request, reply) => {
    const file = tagFeedFile(request.params.file);
    if (!file) return refuse(reply, request.lang, 404);
    return answer(request, reply, file.format, (lang) => sources.tag(lang, file.slug, file.format));
  });
}
