/** A tag's recommended and reserved marks: its own flags or the admin's lists. */
import type { SiteTagLists } from '@answer/sdk/server';

export { loadSiteTagLists, type SiteTagLists } from '@answer/sdk/server';

/** A tag's flags as shown: its own or the site's lists. */
export const siteFlags = (slug: string, own: { recommend: boolean; reserved: boolean }, lists: SiteTagLists) => ({
  recommend: own.recommend || lists.recommend.has(slug),
  reserved: own.reserved || lists.reserved.has(slug),
});
