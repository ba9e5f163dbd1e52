/**
 * `POST /answer/api/v1/post/render {content}`: the HTML a post will be stored with, for editors'
 * previews. Served by the host through whichever renderer serves (a render plugin or the
 * default), so previews keep working whichever renderer an admin turns off.
 */
import type { FastifyInstance } from 'fastify';
import { API_BASE, type ServerContext } from '@answer/sdk/server';
import { requireUser } from '../http/guards';

export const POST_RENDER_SCHEMA = {
  type: 'object',
  required: ['content'],
  properties: {
    content: {
      type: 'string',
      maxLength: 65535,
      'x-messages': { required: 'error.post.content_required', type: 'error.post.content_required', maxLength: 'error.post.content_too_long' },
    },
  },
} as const;

/** Previews follow typing, so the limit only stops scripted floods. */
const PREVIEW_LIMIT = { max: 120, windowSeconds: 60 };

export function renderRoutes(app: FastifyInstance, ctx: () => ServerContext): void {
  app.post<{ Body: { content: string } }>(
    `${API_BASE}/post/render`,
    {
      schema: { body: POST_RENDER_SCHEMA },
      // the HTML, as Answer answers it
      config: { response: { type: 'string' } },
      preHandler: async (request) => {
        requireUser(request);
      },
    },
    async (request) => {
      const principal = requireUser(request);
      await ctx().rateLimit.hit(request, 'post_render', [`user:${principal.userId}`], PREVIEW_LIMIT);
      // a preview waits for what the renderer depends on, so it shows exactly what will be stored
      await ctx().markdown.prepare?.();
      return ctx().markdown.render(request.body.content);
    },
  );
}
