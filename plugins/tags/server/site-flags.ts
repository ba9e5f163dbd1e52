/**
 * The admin's recommended and reserved tag lists (site_info `write`): a listed tag shows as
 * recommended or reserved as much as one carrying the flag itself, as the tag list shows it.
 */
import type { ServerContext } from '@answer/sdk/server';

export interface SiteTagLists {
  recommend: ReadonlySet<string>;
  reserved: ReadonlySet<string>;
}

/** Lists are saved as `{slug_name}` objects (older rows may hold plain slugs); both count. */
function slugSet(value: unknown): ReadonlySet<string> {
  const slugs = new Set<string>();
  if (!Array.isArray(value)) return slugs;
  for (const item of value) {
    const slug = typeof item === 'string' ? item : typeof item === 'object' && item !== null ? (item as { slug_name?: unknown }).slug_name : undefined;
    if (typeof slug === 'string' && slug.trim()) slugs.add(slug.trim().toLowerCase());
  }
  return slugs;
}

export async function loadSiteTagLists(ctx: ServerContext): Promise<SiteTagLists> {
  const stored = await ctx.siteInfo.get<{ recommend_tags?: unknown; reserved_tags?: unknown }>('write');
  return { recommend: slugSet(stored?.recommend_tags), reserved: slugSet(stored?.reserved_tags) };
}

/** A tag's flags as shown: its own or the site's lists. */
export const siteFlags = (slug: string, own: { recommend: boolean; reserved: boolean }, lists: SiteTagLists) => ({
  recommend: own.recommend || lists.recommend.has(slug),
  reserved: own.reserved || lists.reserved.has(slug),
});
