import type { FastifyRequest } from 'fastify';
import { ADMIN_API_BASE, API_BASE, INSTALL_API_BASE } from '../../../sdk/shared/paths';

export type ApiKind = 'user' | 'admin' | 'install';

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Which API a path (without query, with the base path) belongs to, or null for pages and files. */
export function apiKindOf(path: string, basePath: string): ApiKind | null {
  if (basePath && !under(path, basePath)) return null;
  const local = path.slice(basePath.length) || '/';
  if (under(local, API_BASE)) return 'user';
  if (under(local, ADMIN_API_BASE)) return 'admin';
  if (under(local, INSTALL_API_BASE)) return 'install';
  return null;
}

export function pathOf(url: string): string {
  const index = url.indexOf('?');
  return index < 0 ? url : url.slice(0, index);
}

/**
 * Which API a request calls: by its path as sent, or else by the route it reached. The router
 * undoes escapes (`/answer/%61pi/v1/...` reaches `/answer/api/v1/...`), so a path that does not
 * look like the API may still call it, and must meet the same door.
 */
export function requestApiKind(request: FastifyRequest, basePath: string): ApiKind | null {
  const route = request.routeOptions.url;
  return apiKindOf(pathOf(request.url), basePath) ?? (route ? apiKindOf(route, basePath) : null);
}
