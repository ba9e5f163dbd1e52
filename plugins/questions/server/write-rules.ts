/**
 * The admin's write settings (site_info `write`) that shape asking: how many tags and how much
 * body a question needs, reserved and recommended tag lists, and whether a recommended tag is
 * required. Read on every write, so a saved change applies to the next request.
 */
import { tagSlugSet, type ServerContext } from '@answer/sdk/server';

export interface WriteRules {
  /** Every question needs at least one recommended tag (only while the site lists some). */
  requiredTag: boolean;
  /** Slugs admin listed as recommended (tags also carry their own `recommend` flag). */
  recommendTags: ReadonlySet<string>;
  /** Slugs admin listed as reserved for moderators (tags also carry their own `reserved` flag). */
  reservedTags: ReadonlySet<string>;
  /** Minimum body length in characters; 0 for none. */
  minContent: number;
  /** Minimum number of tags a question carries (0-5). */
  minTags: number;
}

/** A fresh site's values (Answer seeds the same): a body of 6 characters and one tag. */
export const DEFAULT_MIN_CONTENT = 6;
export const DEFAULT_MIN_TAGS = 1;

interface StoredWrite {
  required_tag?: unknown;
  recommend_tags?: unknown;
  reserved_tags?: unknown;
  min_content?: unknown;
  min_tags?: unknown;
}

/** A stored count (a number or numeric text) within `max`; `fallback` when it is absent or unusable. */
function countOf(value: unknown, fallback: number, max: number): number {
  const count = Number(value);
  return value !== '' && value !== null && value !== undefined && Number.isInteger(count) && count >= 0 && count <= max ? count : fallback;
}

export function writeRulesOf(stored: StoredWrite | null): WriteRules {
  const recommendTags = tagSlugSet(stored?.recommend_tags);
  return {
    // as Answer: with no recommended tags listed there is nothing to require
    requiredTag: stored?.required_tag === true && recommendTags.size > 0,
    recommendTags,
    reservedTags: tagSlugSet(stored?.reserved_tags),
    minContent: countOf(stored?.min_content, DEFAULT_MIN_CONTENT, 65535),
    minTags: countOf(stored?.min_tags, DEFAULT_MIN_TAGS, 5),
  };
}

export async function loadWriteRules(ctx: ServerContext): Promise<WriteRules> {
  return writeRulesOf(await ctx.siteInfo.get<StoredWrite>('write'));
}
