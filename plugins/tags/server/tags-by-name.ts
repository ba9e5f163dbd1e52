/**
 * `GET /tags?tags=a,b`: the live tags with these slugs (any case), synonyms included as
 * themselves, recommended and reserved ones first (Answer's `GetTagBasicResp` list).
 */
import { sql } from 'kysely';
import type { TagsDb } from './db';
import { siteFlags, type SiteTagLists } from './site-flags';
import { TAG_STATUS } from './tables';
import { tagRowOf } from './tag-rows';

/** Answer's `GetTagBasicResp`, with the main tag of a synonym as the tag pickers show it. */
export interface TagBasic {
  tag_id: string;
  slug_name: string;
  display_name: string;
  main_tag_slug_name: string;
  recommend: boolean;
  reserved: boolean;
}

/** More names than a question or a settings list ever holds are not looked up. */
export const TAGS_BY_NAME_MAX = 100;

export async function tagsByName(db: TagsDb, list: string, lists: SiteTagLists): Promise<TagBasic[]> {
  const slugs = [...new Set(list.split(',').map((slug) => slug.trim().toLowerCase()).filter(Boolean))].slice(0, TAGS_BY_NAME_MAX);
  if (slugs.length === 0) return [];
  const rows = await db
    .selectFrom('tag')
    .selectAll()
    .where(sql<boolean>`lower(slug_name) in (${sql.join(slugs)})`)
    .where('status', '=', TAG_STATUS.available)
    .orderBy('recommend', 'desc')
    .orderBy('reserved', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(tagRowOf).map((row) => ({
    tag_id: row.id,
    slug_name: row.slug_name,
    display_name: row.display_name,
    main_tag_slug_name: row.main_tag_slug_name,
    ...siteFlags(row.slug_name, row, lists),
  }));
}
