/**
 * Every API route the host serves, with the plugin that owns it, its request schemas and the
 * response schema it declares, as Fastify registered them. Hardening tests walk it (bad input, permissions), so a route added
 * later is covered without anyone listing it; `npm run routes` prints it for operators.
 */
import type { RouteOptions } from 'fastify';
import { apiKindOf, type ApiKind } from './api-paths';

export interface RouteEntry {
  method: string;
  /** Relative to the base path, with Fastify's `:param` placeholders. */
  url: string;
  kind: ApiKind;
  /** The plugin whose `routes()` registered it; `kernel` for the host's own. */
  plugin: string;
  /** Marked `config.public`: answered to guests even on a members-only site. */
  public: boolean;
  /** The request's schemas: Fastify's own, or what the handler declared it validates (`config.request`). */
  schema: { body?: unknown; querystring?: unknown; params?: unknown };
  /** The schema of the `data` it answers, when it declares one (`config.response`). */
  response?: unknown;
}

export class RouteTable {
  private readonly entries: RouteEntry[] = [];

  constructor(private readonly basePath: string) {}

  /** An `onRoute` hook for the context whose routes belong to `plugin`. */
  collector(plugin: string) {
    return (route: RouteOptions): void => {
      const kind = apiKindOf(route.url, this.basePath);
      if (kind === null) return;
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => method !== 'HEAD');
      const config = route.config as { public?: unknown; request?: { body?: unknown; querystring?: unknown }; response?: unknown } | undefined;
      // Fastify-validated schemas, or those the handler validates itself (`config.request`)
      const schema = { ...config?.request, ...route.schema };
      for (const method of methods) {
        this.entries.push({
          method,
          url: route.url.slice(this.basePath.length),
          kind,
          plugin,
          public: config?.public === true,
          schema: { body: schema.body, querystring: schema.querystring, params: schema.params },
          ...(config?.response === undefined ? {} : { response: config.response }),
        });
      }
    };
  }

  list(): readonly RouteEntry[] {
    return this.entries;
  }
}
