/** The caller's access token: the `Authorization` header (with or without `Bearer`), or the query parameter of that name. */
import type { FastifyRequest } from 'fastify';

export function tokenOf(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const query = (request.query as Record<string, unknown> | undefined)?.Authorization;
  const raw = typeof header === 'string' && header !== '' ? header : typeof query === 'string' ? query : '';
  return raw.replace(/^Bearer\s+/i, '').trim();
}
