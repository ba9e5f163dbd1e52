/**
 * The browser app: built assets, external plugins' files, and index.html with the boot data inlined
 * for every page path.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BOOT_ELEMENT_ID, KERNEL_VERSION, type BootData, type BootPlugin } from '../../../sdk/shared/boot';
import { insideDir } from '../plugins/manifest';
import { publicValues } from '../plugins/plugin-config';
import type { Host } from '../host';
import { PolicyCache } from './csp';
import { FAVICON_FILE, faviconRoute } from './favicon';
import { PageCache, PluginStateWatch } from './page-cache';
import { compileRoute, pathSegments, type RouteMatcher } from './route-match';

/** Pages the kernel itself renders, whatever plugins are enabled. */
const KERNEL_PAGES = ['/403', '/404', '/50x', '/maintenance', '/install'];

export function bootData(host: Host): BootData {
  const { registry, config } = host;
  // Until the site is installed only the installer runs in the browser: the rest has no database.
  const records = host.mode === 'install' ? registry.list().filter((record) => record.manifest?.type === 'installer') : registry.list();
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
      const base = `${config.basePath}/plugins/${record.id}/`;
      entry.clientEntry = base + record.manifest.client.entry.replace(/^\.?\//, '');
      if (record.manifest.client.css?.length) entry.css = record.manifest.client.css.map((file) => base + file.replace(/^\.?\//, ''));
    }
    return entry;
  });
  return { mode: host.mode, basePath: config.basePath, kernelVersion: KERNEL_VERSION, plugins };
}

/** JSON that cannot close the script element it sits in. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
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

export function renderIndex(template: string, host: Host): string {
  const basePath = host.config.basePath;
  // Vite emits `./assets/...`; pages live at any depth, so every relative URL becomes absolute.
  const rewritten = template.replace(/(\s(?:src|href)=["'])\.\//g, `$1${basePath}/`);
  const script = `<script id="${BOOT_ELEMENT_ID}" type="application/json">${scriptSafeJson(bootData(host))}</script>`;
  return rewritten.includes('</head>') ? rewritten.replace('</head>', `${script}</head>`) : script + rewritten;
}

const KERNEL_MATCHERS = KERNEL_PAGES.map(compileRoute);

/** Per host: the rendered page and the serving plugins' page routes, each kept until the plugin state changes. */
interface HostPages {
  html: PageCache;
  policy: PolicyCache;
  routesWatch: PluginStateWatch;
  routes: RouteMatcher[];
}

const hostPages = new WeakMap<Host, HostPages>();

function pagesOf(host: Host): HostPages {
  let pages = hostPages.get(host);
  if (!pages) {
    pages = { html: new PageCache(), policy: new PolicyCache(), routesWatch: new PluginStateWatch(), routes: [] };
    hostPages.set(host, pages);
  }
  return pages;
}

/** True when an enabled plugin (or the kernel) provides `pagePath` (relative to the base path). */
export function pageExists(host: Host, pagePath: string): boolean {
  const pages = pagesOf(host);
  const plugins = host.registry.list();
  if (pages.routesWatch.changed(plugins)) {
    pages.routes = plugins.filter((record) => host.registry.isServing(record.id)).flatMap((record) => (record.manifest?.contributes?.routes ?? []).map(compileRoute));
  }
  const segments = pathSegments(pagePath);
  return KERNEL_MATCHERS.some((matches) => matches(segments)) || pages.routes.some((matches) => matches(segments));
}

export async function sendPage(request: FastifyRequest, reply: FastifyReply, host: Host, pagePath: string): Promise<FastifyReply> {
  const basePath = host.config.basePath;
  if (host.mode === 'install' && pagePath !== '/install') {
    return reply.redirect(`${basePath}/install`, 302);
  }
  const template = readIndex(host.config.webDir);
  reply.header('cache-control', 'no-cache');
  if (template === null) {
    request.log.error('dist/web/index.html is missing: build the web app with `npm run build`');
    return reply.code(503).type('text/plain; charset=utf-8').send('The web app is not built yet. Run `npm run build`, then reload.');
  }
  const status = host.mode === 'run' && !pageExists(host, pagePath) ? 404 : 200;
  await setPageHeaders(reply, host, template);
  const page = pagesOf(host).html.body({ template, mode: host.mode, plugins: host.registry.list() }, request.headers['accept-encoding'], () => renderIndex(template, host));
  reply.header('vary', 'accept-encoding');
  if (page.encoding) reply.header('content-encoding', page.encoding);
  return reply.code(status).type('text/html; charset=utf-8').send(page.body);
}

interface PageSettings {
  customHead: string;
  siteUrl: unknown;
}

/** The settings a page's headers depend on; none before the site is installed. */
async function pageSettings(host: Host): Promise<PageSettings> {
  if (host.mode !== 'run') return { customHead: '', siteUrl: undefined };
  const siteInfo = host.store().siteInfo;
  const [custom, general] = await Promise.all([siteInfo.get<{ custom_head?: unknown }>('custom_css_html'), siteInfo.get<{ site_url?: unknown }>('general')]);
  return { customHead: typeof custom?.custom_head === 'string' ? custom.custom_head : '', siteUrl: general?.site_url };
}

/** The Content-Security-Policy, and HSTS from the settings as they are now (pages are where a visit starts). */
async function setPageHeaders(reply: FastifyReply, host: Host, template: string): Promise<void> {
  const { customHead, siteUrl } = await pageSettings(host);
  reply.header('content-security-policy', pagesOf(host).policy.policy({ template, customHead }));
  host.transportSecurity.seenSiteUrl(siteUrl);
  const hsts = host.transportSecurity.header();
  if (hsts) reply.header('strict-transport-security', hsts);
  else reply.removeHeader('strict-transport-security');
}

/** Files of external plugins: only enabled ones, only inside their folder, never their server half. */
function pluginFileRoute(app: FastifyInstance, host: Host): void {
  app.get<{ Params: { id: string; '*': string } }>(`${host.config.basePath}/plugins/:id/*`, async (request, reply) => {
    const record = host.registry.get(request.params.id);
    const relative = request.params['*'] ?? '';
    const deny = () => reply.callNotFound();
    if (!record || record.builtin || !host.registry.isServing(record.id)) return deny();
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

export async function webRoutes(app: FastifyInstance, host: Host): Promise<void> {
  const basePath = host.config.basePath;
  await app.register(fastifyStatic, {
    root: host.config.webDir,
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
    branding: async () => (host.mode === 'run' ? host.store().siteInfo.get<Record<string, unknown>>('branding') : null),
  });
  app.get<{ Params: { '*': string } }>(`${basePath}/*`, async (request, reply) => {
    const relative = request.params['*'] ?? '';
    return looksLikeFile(relative) ? reply.sendFile(`/${relative}`) : reply.callNotFound();
  });
  pluginFileRoute(app, host);
  if (basePath) app.get('/', async (_request, reply) => reply.redirect(`${basePath}/`, 302));
}
