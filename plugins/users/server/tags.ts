/**
 * A question's tags as lists show them (Answer's `TagResp`): its available tags in the order they
 * were attached, marked recommended or reserved by their own flags or the admin's lists (site_info
 * `write`), as the question list marks them.
 */
import type { SiteTagLists } from '@answer/sdk/server';
import { toNumber, type UsersDb } from './db';
import { TAG_AVAILABLE } from './tables';

export interface TagResp {
  slug_name: string;
  display_name: string;
  main_tag_slug_name: string;
  recommend: boolean;
  reserved: boolean;
}

/** The tags of each of `questionIds`; questions without tags are absent. */
export async function tagsOf(db: UsersDb, questionIds: readonly string[], lists: SiteTagLists): Promise<Map<string, TagResp[]>> {
  const byQuestion = new Map<string, TagResp[]>();
  if (questionIds.length === 0) return byQuestion;
  const rows = await db
    .selectFrom('tag_rel')
    .innerJoin('tag', 'tag.id', 'tag_rel.tag_id')
    .select(['tag_rel.object_id', 'tag.slug_name', 'tag.display_name', 'tag.main_tag_slug_name', 'tag.recommend', 'tag.reserved'])
    .where('tag_rel.object_id', 'in', [...new Set(questionIds)])
    .where('tag_rel.status', '=', TAG_AVAILABLE)
    .where('tag.status', '=', TAG_AVAILABLE)
    .orderBy('tag_rel.id')
    .execute();
  for (const row of rows) {
    const tags = byQuestion.get(row.object_id) ?? [];
    tags.push({
      slug_name: row.slug_name,
      display_name: row.display_name,
      main_tag_slug_name: row.main_tag_slug_name,
      recommend: Boolean(toNumber(row.recommend)) || lists.recommend.has(row.slug_name),
      reserved: Boolean(toNumber(row.reserved)) || lists.reserved.has(row.slug_name),
    });
    byQuestion.set(row.object_id, tags);
  }
  return byQuestion;
}
