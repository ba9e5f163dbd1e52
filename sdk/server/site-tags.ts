/**
 * The admin's recommended and reserved tag lists (site_info `write`): every plugin that shows tags
 * marks a listed tag as recommended or reserved as much as one carrying the flag itself.
 */
import type { ServerContext } from './context';

export interface SiteTagLists {
  recommend: ReadonlySet<string>;
  reserved: ReadonlySet<string>;
}

/** Slugs of a stored tag list, lower-case: saved as `{slug_name}` objects (older rows may hold plain slugs); both count. */
export function tagSlugSet(value: unknown): ReadonlySet<string> {
  const slugs = new Set<string>();
  if (!Array.isArray(value)) return slugs;
  for (const item of value) {
    const slug = typeof item === 'string' ? item : typeof item === 'object' && item !== null ? (item as { slug_name?: unknown }).slug_name : undefined;
    if (typeof slug === 'string' && slug.trim()) slugs.add(slug.trim().toLowerCase());
  }
  return slugs;
}

/** The site's lists as they are saved now. */
export async function loadSiteTagLists(ctx: ServerContext): Promise<SiteTagLists> {
  const stored = await ctx.siteInfo.get<{ recommend_tags?: unknown; reserved_tags?: unknown }>('write');
  return { recommend: tagSlugSet(stored?.recommend_tags), reserved: tagSlugSet(stored?.reserved_tags) };
}
