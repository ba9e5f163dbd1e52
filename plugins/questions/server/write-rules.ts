/**
 * The admin's write settings (site_info `write`) that shape asking: reserved and recommended tag
 * lists, whether a recommended tag is required, and an optional minimum body length.
 */
import type { ServerContext } from '@answer/sdk/server';

export interface WriteRules {
  /** Every question needs at least one recommended tag. */
  requiredTag: boolean;
  /** Slugs admin listed as recommended (tags also carry their own `recommend` flag). */
  recommendTags: ReadonlySet<string>;
  /** Slugs admin listed as reserved for moderators (tags also carry their own `reserved` flag). */
  reservedTags: ReadonlySet<string>;
  /** Minimum body length in characters; 0 when the site sets none. */
  minContent: number;
}

interface StoredWrite {
  required_tag?: unknown;
  recommend_tags?: unknown;
  reserved_tags?: unknown;
  min_content?: unknown;
}

/** Tag lists are saved as slugs or as `{slug_name}` objects depending on the client; both count. */
function slugSet(value: unknown): ReadonlySet<string> {
  const slugs = new Set<string>();
  if (!Array.isArray(value)) return slugs;
  for (const item of value) {
    const slug = typeof item === 'string' ? item : typeof item === 'object' && item !== null ? (item as { slug_name?: unknown }).slug_name : undefined;
    if (typeof slug === 'string' && slug.trim()) slugs.add(slug.trim().toLowerCase());
  }
  return slugs;
}

export function writeRulesOf(stored: StoredWrite | null): WriteRules {
  const minContent = Number(stored?.min_content);
  return {
    requiredTag: stored?.required_tag === true,
    recommendTags: slugSet(stored?.recommend_tags),
    reservedTags: slugSet(stored?.reserved_tags),
    minContent: Number.isInteger(minContent) && minContent > 0 ? minContent : 0,
  };
}

export async function loadWriteRules(ctx: ServerContext): Promise<WriteRules> {
  return writeRulesOf(await ctx.siteInfo.get<StoredWrite>('write'));
}
