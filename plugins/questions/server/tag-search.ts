/**
 * `GET /question/tags`: the tag box's suggestions. Tags whose slug or display name contain the
 * text, best first (exact slug, slug prefix, name prefix, then the rest by use); a synonym is
 * offered as its main tag. Empty text offers the recommended tags.
 */
import { sql } from 'kysely';
import type { QuestionsDb } from './db';
import { likePattern, lowerLike } from './like';
import { TAG_STATUS } from './tables';
import { flag, withSiteFlags } from './tag-read';
import type { WriteRules } from './write-rules';

export const TAG_SEARCH_LIMIT = 10;

/** Answer's `GetTagBasicResp`. */
export interface TagBasic {
  tag_id: string;
  slug_name: string;
  display_name: string;
  main_tag_slug_name: string;
  recommend: boolean;
  reserved: boolean;
}

const COLUMNS = ['id', 'slug_name', 'display_name', 'main_tag_id', 'recommend', 'reserved'] as const;

export async function searchTags(db: QuestionsDb, text: string, rules: WriteRules): Promise<TagBasic[]> {
  const query = text.trim().toLowerCase();
  let rows;
  if (query === '') {
    const recommended = [...rules.recommendTags];
    rows = await db
      .selectFrom('tag')
      .select([...COLUMNS])
      .where('status', '=', TAG_STATUS.available)
      .where('main_tag_id', '=', '0')
      .where((eb) => (recommended.length ? eb.or([eb('recommend', '=', 1), eb('slug_name', 'in', recommended)]) : eb('recommend', '=', 1)))
      .orderBy('question_count', 'desc')
      .orderBy('slug_name')
      .limit(TAG_SEARCH_LIMIT)
      .execute();
  } else {
    const slugPrefix = lowerLike('slug_name', likePattern(query, 'prefix'));
    const namePrefix = lowerLike('display_name', likePattern(query, 'prefix'));
    const relevance = sql<number>`case when lower(slug_name) = ${query} then 0 when ${slugPrefix} then 1 when ${namePrefix} then 2 else 3 end`;
    rows = await db
      .selectFrom('tag')
      .select([...COLUMNS])
      .where('status', '=', TAG_STATUS.available)
      .where((eb) => eb.or([lowerLike('slug_name', likePattern(query, 'contains')), lowerLike('display_name', likePattern(query, 'contains'))]))
      .orderBy(relevance)
      .orderBy('question_count', 'desc')
      .orderBy('slug_name')
      // synonyms fold into their main tags below, so look a little further than one page
      .limit(TAG_SEARCH_LIMIT * 3)
      .execute();
  }

  const mainIds = [...new Set(rows.filter((row) => row.main_tag_id !== '0').map((row) => row.main_tag_id))];
  const mains = mainIds.length ? await db.selectFrom('tag').select([...COLUMNS]).where('id', 'in', mainIds).where('status', '=', TAG_STATUS.available).execute() : [];
  const mainById = new Map(mains.map((row) => [row.id, row]));
  const seen = new Set<string>();
  const result: TagBasic[] = [];
  for (const row of rows) {
    const tag = (row.main_tag_id !== '0' && mainById.get(row.main_tag_id)) || row;
    if (seen.has(tag.id)) continue;
    seen.add(tag.id);
    const flags = withSiteFlags({ slug_name: tag.slug_name, display_name: tag.display_name, main_tag_slug_name: '', recommend: flag(tag.recommend), reserved: flag(tag.reserved) }, rules);
    result.push({ tag_id: tag.id, ...flags });
    if (result.length === TAG_SEARCH_LIMIT) break;
  }
  return result;
}
