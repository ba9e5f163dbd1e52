/**
 * The hooks every request passes: security headers, the caller's language, the API's doors
 * (install mode, admin area, private site), kept responses, compression, and forgetting cached
 * settings and sessions after a write. Also the answer for paths no route serves.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '@answer/sdk/server';
import { API_BASE } from '../../../sdk/shared/paths';
import type { SiteInfoCache } from '../db/site-info-cache';
import { acceptedLanguage, DEFAULT_LANGUAGE, siteLanguage, type Translator } from '../i18n';
import type { PluginRegistry } from '../plugins/registry';
import type { HostMode, StoreSource } from '../types';
import { SECURITY_HEADERS, type TransportSecurity } from '../web/security-headers';
import { PLUGIN_STATE_MAX_AGE_MS, type Admission } from './admission';
import { apiKindOf, pathOf, requestApiKind } from './api-paths';
import { compressResponse } from './compression';
import { envelope } from './envelope';
import type { PrincipalCache } from './principal-cache';
import type { SharedResponses } from './shared-responses';

export interface RequestHookDeps extends StoreSource {
  basePath: string;
  mode(): HostMode;
  registry: PluginRegistry;
  admission: Admission;
  siteInfoCache: SiteInfoCache;
  principals: PrincipalCache;
  transportSecurity: TransportSecurity;
  sharedResponses: SharedResponses;
  translator(): Translator;
  /** Answers a page path (relative to the base path) with the web app. */
  page(request: FastifyRequest, reply: FastifyReply, pagePath: string): Promise<FastifyReply>;
}

export function registerRequestHooks(app: FastifyInstance, deps: RequestHookDeps): void {
  const { basePath, admission, siteInfoCache, transportSecurity } = deps;
  // Every request passes here, so it is written as a callback hook: pages, files and guests'
  // kept responses go through without a promise; API calls wait for who is calling.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    const general = siteInfoCache.peek('general');
    if (general !== undefined) transportSecurity.seenText(general);
    const hsts = transportSecurity.header();
    if (hsts) reply.header('strict-transport-security', hsts);
    const accepted = acceptedLanguage(request.headers['accept-language']);
    request.lang = accepted ?? DEFAULT_LANGUAGE;
    const proceed = () => {
      const urlPath = pathOf(request.url);
      const kind = requestApiKind(request, basePath);
      if (kind === null) return done();
      if (deps.mode() === 'install') {
        const local = urlPath.slice(basePath.length);
        return done(kind !== 'install' && !local.startsWith(`${API_BASE}/language/`) ? notFound() : undefined);
      }
      if (admission.admitNow(request, kind)) return done();
      admission.admit(request, kind).then(() => done(), done);
    };
    // A caller whose header names no language this site speaks (a crawler, a script) gets the
    // site's default language, as a guest's browser does.
    if (accepted !== null || deps.mode() !== 'run') return proceed();
    const saved = siteInfoCache.peek('interface');
    if (saved !== undefined) {
      request.lang = siteLanguage(saved) ?? DEFAULT_LANGUAGE;
      return proceed();
    }
    deps
      .store()
      .siteInfo.get<{ language?: unknown }>('interface')
      .then((value) => {
        request.lang = siteLanguage(value ? JSON.stringify(value) : null) ?? DEFAULT_LANGUAGE;
        proceed();
      }, done);
  });

  // before any hook that rewrites the payload: kept responses are the handler's own bytes
  app.addHook('onSend', deps.sharedResponses.keepOrDrop);
  app.addHook('onSend', compressResponse);
  // A handler's transaction has committed by the time its reply is sent: the members it changed
  // (a suspension, a role) are forgotten again before the caller can see the answer, so their
  // next call never meets a revoked token or an old role still kept.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') deps.principals.afterWrite(request);
    done(null, payload);
  });

  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = pathOf(request.url);
    const local = basePath && (urlPath === basePath || urlPath.startsWith(`${basePath}/`)) ? urlPath.slice(basePath.length) || '/' : basePath ? null : urlPath;
    const isFile = local !== null && (/^\/(assets|plugins)\//.test(local) || /\.[a-z0-9]+$/i.test(local));
    if (apiKindOf(urlPath, basePath) !== null || local === null || isFile || (request.method !== 'GET' && request.method !== 'HEAD')) {
      const body = envelope(deps.translator(), request.lang, 404, 'base.not_found', null);
      return reply.code(404).send(body);
    }
    if (deps.mode() === 'run') await deps.registry.refreshIfStale(deps.store(), PLUGIN_STATE_MAX_AGE_MS);
    return deps.page(request, reply, local);
  });
}
