/**
 * The browser app: built assets, external plugins' files, and index.html with the boot data inlined
 * for every page path.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '@answer/sdk/server';
import { BOOT_ELEMENT_ID, KERNEL_VERSION, type BootData, type BootPlugin } from '../../../sdk/shared/boot';
import { MAINTENANCE_RETRY_AFTER_SECONDS } from '../../../sdk/shared/maintenance';
import { insideDir } from '../plugins/manifest';
import { publicValues } from '../plugins/plugin-config';
import type { PluginRegistry } from '../plugins/registry';
import type { HostMode, SiteInfoReader } from '../types';
import { PolicyCache } from './csp';
import { FAVICON_FILE, faviconRoute } from './favicon';
import { PageCache, PluginStateWatch } from './page-cache';
import { compileRoute, pathSegments, type RouteMatcher } from './route-match';
import { scriptSafeJson } from './script-json';
import type { TransportSecurity } from './security-headers';
import { composeDocument, renderFrame } from './ssr/document';
import type { ServerPages } from './ssr/render';

export { scriptSafeJson };

/** What the pages need of the host; one object per host (it keys the host's page caches). */
export interface WebDeps {
  registry: PluginRegistry;
  basePath: string;
  /** The built web app (index.html and assets). */
  webDir: string;
  mode(): HostMode;
  /** The site's settings; asked only in run mode. */
  siteInfo(): SiteInfoReader;
  transportSecurity: TransportSecurity;
  /** Whether the site is in maintenance mode now (asked only in run mode). */
  maintenanceOn(): Promise<boolean>;
  /** The pages plugins render on the server (run mode only). */
  serverPages: ServerPages;
  /** A message of the host's in a language (the not-found page's words). */
  message(lang: string, key: string): string;
}

/**
 * Pages that answer 200 in maintenance mode: logging in (admins must get in) and the admin area
 * (the switch is there; guests are sent to log in by its guards). The page cannot know who asks
 * (the token travels with API calls only): every other page answers 503 and the kernel shows the
 * maintenance page to anyone but an admin.
 */
const MAINTENANCE_OPEN_PAGES = ['/users/login', '/admin', '/install'];

function openInMaintenance(pagePath: string): boolean {
  return MAINTENANCE_OPEN_PAGES.some((open) => pagePath === open || pagePath.startsWith(`${open}/`));
}

/** Pages the kernel itself renders, whatever plugins are enabled. */
const KERNEL_PAGES = ['/403', '/404', '/50x', '/maintenance', '/install'];

export function bootData(web: WebDeps): BootData {
  const { registry, basePath } = web;
  // Until the site is installed only the installer runs in the browser: the rest has no database.
  const records = web.mode() === 'install' ? registry.list().filter((record) => record.manifest?.type === 'installer') : registry.list();
  const plugins: BootPlugin[] = records.map((record) => {
    const entry: BootPlugin = {
      id: record.id,
      name: record.manifest?.name ?? record.id,
      description: record.manifest?.description ?? '',
      version: record.manifest?.version ?? '',
      kernel: record.manifest?.kernel ?? '',
      builtin: record.builtin,
      required: record.required,
      enabled: record.enabled,
      status: registry.status(record),
      config: publicValues(record.configSchema, record.values),
    };
    if (record.problem) entry.reason = record.problem.reason;
    if (!record.builtin && record.manifest?.client) {
      const base = `${basePath}/plugins/${record.id}/`;
      entry.clientEntry = base + record.manifest.client.entry.replace(/^\.?\//, '');
      if (record.manifest.client.css?.length) entry.css = record.manifest.client.css.map((file) => base + file.replace(/^\.?\//, ''));
    }
    return entry;
  });
  return { mode: web.mode(), basePath, kernelVersion: KERNEL_VERSION, plugins };
}


/** How long a read of index.html is trusted before its timestamp is checked again (a rebuild shows within this). */
const TEMPLATE_RECHECK_MS = 1000;

let cachedIndex: { file: string; mtimeMs: number; checkedAt: number; text: string | null } | null = null;

/** The built index.html, null when missing; the file system is asked at most once a second, not per request. */
function readIndex(webDir: string): string | null {
  const file = path.join(webDir, 'index.html');
  const now = Date.now();
  if (cachedIndex?.file === file && now - cachedIndex.checkedAt < TEMPLATE_RECHECK_MS) return cachedIndex.text;
  const mtimeMs = existsSync(file) ? statSync(file).mtimeMs : -1;
  const unchanged = cachedIndex?.file === file && cachedIndex.mtimeMs === mtimeMs;
  const text = unchanged && cachedIndex ? cachedIndex.text : mtimeMs < 0 ? null : readFileSync(file, 'utf8');
  cachedIndex = { file, mtimeMs, checkedAt: now, text };
  return text;
}

export function renderIndex(template: string, web: WebDeps): string {
  const basePath = web.basePath;
  // Vite emits `./assets/...`; pages live at any depth, so every relative URL becomes absolute.
  const rewritten = template.replace(/(\s(?:src|href)=["'])\.\//g, `$1${basePath}/`);
  const script = `<script id="${BOOT_ELEMENT_ID}" type="application/json">${scriptSafeJson(bootData(web))}</script>`;
  // the installed web app's name, icon and colour follow the settings (host/src/web/site-files.ts)
  const head = `<link rel="manifest" href="${basePath}/manifest.json">${script}`;
  return rewritten.includes('</head>') ? rewritten.replace('</head>', `${head}</head>`) : head + rewritten;
}

const KERNEL_MATCHERS = KERNEL_PAGES.map(compileRoute);

/** Per host: the rendered page and the serving plugins' page routes, each kept until the plugin state changes. */
interface HostPages {
  html: PageCache;
  policy: PolicyCache;
  routesWatch: PluginStateWatch;
  routes: RouteMatcher[];
}

const hostPages = new WeakMap<WebDeps, HostPages>();

function pagesOf(web: WebDeps): HostPages {
  let pages = hostPages.get(web);
  if (!pages) {
    pages = { html: new PageCache(), policy: new PolicyCache(), routesWatch: new PluginStateWatch(), routes: [] };
    hostPages.set(web, pages);
  }
  return pages;
}

/** True when an enabled plugin (or the kernel) provides `pagePath` (relative to the base path). */
export function pageExists(web: WebDeps, pagePath: string): boolean {
  const pages = pagesOf(web);
  const plugins = web.registry.list();
  if (pages.routesWatch.changed(plugins)) {
    pages.routes = plugins.filter((record) => web.registry.isServing(record.id)).flatMap((record) => (record.manifest?.contributes?.routes ?? []).map(compileRoute));
  }
  const segments = pathSegments(pagePath);
  return KERNEL_MATCHERS.some((matches) => matches(segments)) || pages.routes.some((matches) => matches(segments));
}

export async function sendPage(request: FastifyRequest, reply: FastifyReply, web: WebDeps, pagePath: string): Promise<FastifyReply> {
  const basePath = web.basePath;
  if (web.mode() === 'install' && pagePath !== '/install') {
    return reply.redirect(`${basePath}/install`, 302);
  }
  const original = webCacheOriginal(request.url);
  if (original) return reply.header('cache-control', 'no-cache').redirect(original, 302);
  const template = readIndex(web.webDir);
  reply.header('cache-control', 'no-cache');
  if (template === null) {
    request.log.error('dist/web/index.html is missing: build the web app with `npm run build`');
    return reply.code(503).type('text/plain; charset=utf-8').send('The web app is not built yet. Run `npm run build`, then reload.');
  }
  const maintenance = web.mode() === 'run' && !openInMaintenance(pagePath) && (await web.maintenanceOn());
  const status = maintenance ? 503 : web.mode() === 'run' && !pageExists(web, pagePath) ? 404 : 200;
  if (maintenance) reply.header('retry-after', String(MAINTENANCE_RETRY_AFTER_SECONDS));
  await setPageHeaders(reply, web, template);
  const state = { template, mode: web.mode(), plugins: web.registry.list() };
  const cache = pagesOf(web).html;
  if (status === 200 && web.mode() === 'run') {
    const shell = () => ({ html: cache.current(state, () => renderIndex(template, web)), generation: cache.generation });
    const outcome = await web.serverPages.answer(request, reply, pagePath, shell);
    if (outcome.kind === 'sent') return outcome.reply;
    if (outcome.kind === 'not_found') return sendNotFound(request, reply, web, shell().html);
  }
  const page = cache.body(state, request.headers['accept-encoding'], () => renderIndex(template, web));
  reply.header('vary', 'accept-encoding');
  if (page.encoding) reply.header('content-encoding', page.encoding);
  return reply.code(status).type('text/html; charset=utf-8').send(page.body);
}

/**
 * A web cache's copy of a page asks for it with `?q=cache:https://site/path` (spec section 2): the
 * reader goes to that path on this site (never to another host).
 */
export function webCacheOriginal(url: string): string | null {
  const cached = new URL(url, 'http://page.invalid').searchParams.get('q');
  if (!cached || !/^cache:https?:\/\/[^\s]+$/i.test(cached)) return null;
  try {
    const original = new URL(cached.slice('cache:'.length));
    // one leading slash: `//host/...` would send the reader to another site
    return `/${original.pathname.replace(/^\/+/, '')}${original.search}`;
  } catch {
    return null;
  }
}

/** A page's address that names nothing (an unknown question, member or tag): 404, with the words readable without scripts. */
function sendNotFound(request: FastifyRequest, reply: FastifyReply, web: WebDeps, shell: string): FastifyReply {
  const message = web.message(request.lang, 'base.not_found');
  const title = `<title>${escapeHtml(message)}</title><meta name="robots" content="noindex">`;
  const frame = renderFrame(`<h1 class="h4 py-5 text-center">${escapeHtml(message)}</h1>`, { name: '', basePath: web.basePath, logo: '', customHeader: '', customFooter: '' });
  const html = composeDocument(shell, { head: title, frame, preload: {}, lang: request.lang });
  return reply.code(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
}

interface PageSettings {
  customHead: string;
  siteUrl: unknown;
}

/** The settings a page's headers depend on; none before the site is installed. */
async function pageSettings(web: WebDeps): Promise<PageSettings> {
  if (web.mode() !== 'run') return { customHead: '', siteUrl: undefined };
  const siteInfo = web.siteInfo();
  const [custom, general] = await Promise.all([siteInfo.get<{ custom_head?: unknown }>('custom_css_html'), siteInfo.get<{ site_url?: unknown }>('general')]);
  return { customHead: typeof custom?.custom_head === 'string' ? custom.custom_head : '', siteUrl: general?.site_url };
}

/** The Content-Security-Policy, and HSTS from the settings as they are now (pages are where a visit starts). */
async function setPageHeaders(reply: FastifyReply, web: WebDeps, template: string): Promise<void> {
  const { customHead, siteUrl } = await pageSettings(web);
  reply.header('content-security-policy', pagesOf(web).policy.policy({ template, customHead }));
  web.transportSecurity.seenSiteUrl(siteUrl);
  const hsts = web.transportSecurity.header();
  if (hsts) reply.header('strict-transport-security', hsts);
  else reply.removeHeader('strict-transport-security');
}

/** Files of external plugins: only enabled ones, only inside their folder, never their server half. */
function pluginFileRoute(app: FastifyInstance, web: WebDeps): void {
  app.get<{ Params: { id: string; '*': string } }>(`${web.basePath}/plugins/:id/*`, async (request, reply) => {
    const record = web.registry.get(request.params.id);
    const relative = request.params['*'] ?? '';
    const deny = () => reply.callNotFound();
    if (!record || record.builtin || !web.registry.isServing(record.id)) return deny();
    if (relative.split('/').some((part) => part.startsWith('.') || part === '')) return deny();
    const file = insideDir(record.dir, relative);
    if (!file || !existsSync(file) || !statSync(file).isFile()) return deny();
    const serverEntry = record.manifest?.server?.entry;
    const serverDir = serverEntry ? path.dirname(path.resolve(record.dir, serverEntry)) : null;
    if (serverDir && serverDir !== path.resolve(record.dir) && file.startsWith(serverDir + path.sep)) return deny();
    if (path.resolve(file) === (serverEntry ? path.resolve(record.dir, serverEntry) : '')) return deny();
    reply.header('cache-control', 'no-cache');
    return reply.sendFile(path.relative(record.dir, file), record.dir);
  });
}

/**
 * Paths the built assets can live at: under `assets/` or ending in a file extension. Every other
 * path is a page, answered with the HTML at once rather than after looking for a file of that name.
 */
function looksLikeFile(relative: string): boolean {
  return relative.startsWith('assets/') || /\.[a-z0-9]+$/i.test(relative);
}

export async function webRoutes(app: FastifyInstance, web: WebDeps): Promise<void> {
  const basePath = web.basePath;
  await app.register(fastifyStatic, {
    root: web.webDir,
    // served by the route below, which sends page paths straight to the page
    serve: false,
    index: false,
    cacheControl: false,
    // scripts/compress-web.mjs writes .br/.gz beside each asset at build time
    preCompressed: true,
    allowedPath: (pathName) => pathName !== '/index.html' && pathName !== '/',
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      // the icon may change to the one set in admin: asked again each time (answered 304 while unchanged)
      const favicon = path.basename(filePath) === FAVICON_FILE;
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : favicon ? 'no-cache' : 'public, max-age=3600');
    },
  });
  faviconRoute(app, {
    basePath,
    branding: async () => (web.mode() === 'run' ? web.siteInfo().get<Record<string, unknown>>('branding') : null),
  });
  app.get<{ Params: { '*': string } }>(`${basePath}/*`, async (request, reply) => {
    const relative = request.params['*'] ?? '';
    return looksLikeFile(relative) ? reply.sendFile(`/${relative}`) : reply.callNotFound();
  });
  pluginFileRoute(app, web);
  if (basePath) app.get('/', async (_request, reply) => reply.redirect(`${basePath}/`, 302));
}
