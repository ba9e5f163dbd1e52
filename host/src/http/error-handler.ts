/** The error handler of every scope: the error in Answer's envelope, translated with the owning plugin's messages. */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Translator } from '../i18n';
import { errorEnvelope, isApiError } from './envelope';

export type ErrorSender = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/** `pluginId` null: the host's own routes (and anything before a route). */
export function errorSender(translator: () => Translator) {
  return (pluginId: string | null): ErrorSender =>
    (error, request, reply) => {
      const body = errorEnvelope(translator(), error, request, pluginId, request.log);
      // headers an error asks for (Retry-After of a rate limit, say)
      const headers = (error as { headers?: unknown }).headers;
      if (isApiError(error) && typeof headers === 'object' && headers !== null) {
        for (const [name, value] of Object.entries(headers)) if (typeof value === 'string') reply.header(name, value);
      }
      return reply.code(body.code).send(body);
    };
}
