import { defineServerPlugin, type ServerContext } from '@answer/sdk/server';
import { createMarkdownRenderer } from './pipeline';
import { SiteHost } from './site-host';

/* A change of the site URL reaches rendering within a minute. */
const SITE_HOST_REFRESH_MS = 60_000;
const SITE_HOST_RETRY_MS = 5_000;

/* One reader of the site's host per context. */
const siteHosts = new WeakMap<ServerContext, SiteHost>();

function siteHostOf(ctx: ServerContext): SiteHost {
  let siteHost = siteHosts.get(ctx);
  if (!siteHost) {
    siteHost = new SiteHost(() => ctx.siteUrl(), { refreshMs: SITE_HOST_REFRESH_MS, retryMs: SITE_HOST_RETRY_MS });
    siteHosts.set(ctx, siteHost);
  }
  return siteHost;
}

export default defineServerPlugin({
  id: 'render_markdown',
  providers(ctx) {
    const siteHost = siteHostOf(ctx);
    // read it at start-up, so the first post stored after a restart already knows the site
    void siteHost.refresh();
    return {
      render: createMarkdownRenderer(
        () => siteHost.current(),
        async () => {
          await siteHost.fresh();
        },
      ),
    };
  },
});
