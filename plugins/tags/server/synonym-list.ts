/**
 * `GET /tag/synonyms`: the synonyms of a tag's main tag (a synonym answers its siblings), each
 * with the main tag's slug, and whether the caller may edit the list (Answer's `GetTagSynonymsResp`).
 */
import { ApiError } from '@answer/sdk/server';
import type { TagsDb } from './db';
import { synonymMemberActions, type MemberAction } from './member-actions';
import { isSynonym, synonymsOf, tagById } from './tag-rows';

export interface TagSynonym {
  tag_id: string;
  slug_name: string;
  display_name: string;
  main_tag_slug_name: string;
}

export interface TagSynonyms {
  synonyms: TagSynonym[];
  member_actions: MemberAction[];
}

export async function tagSynonyms(db: TagsDb, tagId: string | null, canEdit: boolean, t: (key: string) => string): Promise<TagSynonyms> {
  const tag = tagId ? await tagById(db, tagId) : null;
  if (!tag) throw new ApiError(400, 'error.tag.not_found');
  const main = isSynonym(tag) ? await tagById(db, tag.main_tag_id) : tag;
  const synonyms = main ? await synonymsOf(db, main.id) : [];
  return {
    synonyms: synonyms.map((row) => ({ tag_id: row.id, slug_name: row.slug_name, display_name: row.display_name, main_tag_slug_name: main?.slug_name ?? '' })),
    member_actions: synonymMemberActions(canEdit, t),
  };
}
