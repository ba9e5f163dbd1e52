import { definePlugin, renderPoint } from '@answer/sdk';
import { ExternalImageGate } from './external-images';
import './post-content.css';
import './code-theme.css';

export const PLUGIN_ID = 'render_markdown';

/* The contribution is static; what it needs from the kernel is handed over in setup. */
const externalImages = new ExternalImageGate();

function hostOfUrl(url: unknown): string[] {
  if (typeof url !== 'string' || url === '') return [];
  try {
    return [new URL(url).host.toLowerCase()];
  } catch {
    return [];
  }
}

export default definePlugin({
  id: PLUGIN_ID,
  contributions: [renderPoint.contribute('external-images', { decorate: (root) => externalImages.decorate(root) })],
  setup(ctx) {
    const site = ctx.kernel.site;
    externalImages.connect({
      displaySetting: () => {
        const legal = site.info.site_legal as { external_content_display?: unknown } | undefined;
        return typeof legal?.external_content_display === 'string' ? legal.external_content_display : undefined;
      },
      // uploads are addressed with the site URL, which may differ from the host the page is read on
      siteHosts: () => hostOfUrl(site.info.general?.site_url),
      storage: ctx.kernel.storage,
      t: ctx.t,
    });
    return () => externalImages.disconnect();
  },
});
