/**
 * `/sitemap.xml` from what the plugins list (questions, tags, profiles): one `urlset` while the
 * site has at most 50,000 addresses, else a sitemap index of `/sitemap/<source>-<n>.xml` pages of
 * 50,000 each. Each file is built once and kept until a write drops one of its sources' scopes
 * (or an hour passed), so crawlers never make the site list its content per request.
 * Members-only sites have none.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml, type SitemapSource } from '@answer/sdk/server';
import { acceptedEncoding, compressedVariant, type ContentEncoding } from '../../http/compression';
import type { SharedResponseCache, Snapshot } from '../../http/shared-cache';

/** Addresses per file, the sitemap protocol's limit. */
export const SITEMAP_PAGE_SIZE = 50_000;
const MAX_AGE_MS = 60 * 60 * 1000;
const XML = 'application/xml; charset=utf-8';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const PAGE_FILE = /^([a-z]+)-([1-9]\d{0,6})\.xml$/;

export interface SitemapDeps {
  basePath: string;
  sources(): SitemapSource[];
  /** False on members-only sites (and before the install). */
  public(): Promise<boolean>;
  /** The site's address with the base path, no trailing slash. */
  siteUrl(request: FastifyRequest): Promise<string>;
  cache: SharedResponseCache;
  log: { error(message: string, detail?: unknown): void };
}

interface Built {
  snapshot: Snapshot;
  expiresAt: number;
  /** null: the file does not exist (a page past the last). */
  body: Buffer | null;
  encoded: Partial<Record<ContentEncoding, Buffer>>;
}

function isoDate(seconds: number | undefined): string {
  return seconds && seconds > 0 ? new Date(seconds * 1000).toISOString() : '';
}

function urlset(siteUrl: string, entries: { path: string; lastModified?: number }[]): string {
  const urls = entries.map((entry) => {
    const lastmod = isoDate(entry.lastModified);
    return `<url><loc>${escapeHtml(siteUrl + entry.path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NAMESPACE}">${urls.join('')}</urlset>\n`;
}

function sitemapIndex(siteUrl: string, files: string[]): string {
  const items = files.map((file) => `<sitemap><loc>${escapeHtml(`${siteUrl}/sitemap/${file}`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NAMESPACE}">${items.join('')}</sitemapindex>\n`;
}

export class Sitemaps {
  private readonly built = new Map<string, Built>();
  private readonly building = new Map<string, Promise<Built>>();

  constructor(private readonly deps: SitemapDeps) {}

  /** `file` is `sitemap.xml` or a page's file name; keyed by the site address too (it is in every line). */
  private async file(file: string, siteUrl: string): Promise<Built> {
    const key = `${siteUrl}\n${file}`;
    const kept = this.built.get(key);
    if (kept && kept.expiresAt > Date.now() && this.deps.cache.isCurrent(kept.snapshot)) return kept;
    let pending = this.building.get(key);
    if (!pending) {
      // one build however many crawlers ask at once
      pending = this.build(file, siteUrl).finally(() => this.building.delete(key));
      this.building.set(key, pending);
    }
    const built = await pending;
    this.built.set(key, built);
    return built;
  }

  private async build(file: string, siteUrl: string): Promise<Built> {
    const sources = this.deps.sources();
    const snapshot = this.deps.cache.snapshot([...new Set(sources.flatMap((source) => source.scopes))]);
    const done = (xml: string | null): Built => ({ snapshot, expiresAt: Date.now() + MAX_AGE_MS, body: xml === null ? null : Buffer.from(xml), encoded: {} });
    const counts = await Promise.all(sources.map((source) => source.count()));
    if (file === 'sitemap.xml') {
      const total = counts.reduce((sum, count) => sum + count, 0);
      if (total <= SITEMAP_PAGE_SIZE) {
        const lists = await Promise.all(sources.map((source, i) => (counts[i] > 0 ? source.list(0, counts[i]) : [])));
        return done(urlset(siteUrl, lists.flat()));
      }
      const files = sources.flatMap((source, i) => Array.from({ length: Math.ceil(counts[i] / SITEMAP_PAGE_SIZE) }, (_, n) => `${source.name}-${n + 1}.xml`));
      return done(sitemapIndex(siteUrl, files));
    }
    const match = PAGE_FILE.exec(file);
    const index = match ? sources.findIndex((source) => source.name === match[1]) : -1;
    if (!match || index < 0) return done(null);
    const offset = (Number(match[2]) - 1) * SITEMAP_PAGE_SIZE;
    if (offset >= counts[index]) return done(null);
    return done(urlset(siteUrl, await sources[index].list(offset, SITEMAP_PAGE_SIZE)));
  }

  async send(request: FastifyRequest, reply: FastifyReply, file: string): Promise<FastifyReply> {
    const notFound = () => reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    if (!(await this.deps.public())) return notFound();
    const built = await this.file(file, await this.deps.siteUrl(request));
    if (!built.body) return notFound();
    reply.header('cache-control', 'public, no-cache').type(XML).header('vary', 'accept-encoding');
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(built.body);
    built.encoded[encoding] ??= compressedVariant(built.body, encoding);
    return reply.header('content-encoding', encoding).send(built.encoded[encoding]);
  }
}

export function sitemapRoutes(app: FastifyInstance, sitemaps: Sitemaps, basePath: string): void {
  app.get(`${basePath}/sitemap.xml`, (request, reply) => sitemaps.send(request, reply, 'sitemap.xml'));
  app.get<{ Params: { file: string } }>(`${basePath}/sitemap/:file`, (request, reply) => sitemaps.send(request, reply, request.params.file));
}
