/**
 * The pages this plugin renders on the server (readable without scripts, for crawlers and link
 * previews) and its part of the sitemap. Each page asks the API exactly what the browser page asks
 * on first load, so the app takes the answers over.
 */
import type { ServerContext, ServerPage, SitemapSource } from '@answer/sdk/server';
import { questionListPages } from './list-page';
import { questionPage } from './question-page';
import { questionSitemap } from './sitemap';
import { tagListPage } from './tag-list-page';

export function questionServerPages(ctx: ServerContext): ServerPage[] {
  return [...questionListPages(), questionPage(ctx), tagListPage];
}

export function questionSitemapSources(ctx: ServerContext): SitemapSource[] {
  return [questionSitemap(ctx)];
}
