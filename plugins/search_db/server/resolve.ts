/** What a query's operators name, resolved to ids: tags (with their synonyms), a member, a question. */
import type { Kysely } from 'kysely';
import { longId, type SearchQuery } from '@answer/sdk/server';
import { TAG_AVAILABLE, type SearchTables } from './tables';

export interface Resolved {
  /** For each `[tag]`: the ids of the tag and its synonyms. */
  tagSets: string[][];
  userId?: string;
  questionId?: string;
}

/** Null when an operator names nothing there is (no post can match). */
export async function resolve(db: Kysely<SearchTables>, query: SearchQuery, viewerId: string | undefined): Promise<Resolved | null> {
  const resolved: Resolved = { tagSets: [] };
  for (const slug of query.tags) {
    const tag = await db.selectFrom('tag').select(['id', 'main_tag_id']).where('slug_name', '=', slug).where('status', '=', TAG_AVAILABLE).executeTakeFirst();
    if (!tag) return null;
    // a tag and its synonyms are one subject
    const main = tag.main_tag_id && tag.main_tag_id !== '0' ? tag.main_tag_id : tag.id;
    const family = await db.selectFrom('tag').select('id').where('status', '=', TAG_AVAILABLE).where((eb) => eb.or([eb('id', '=', main), eb('main_tag_id', '=', main)])).execute();
    resolved.tagSets.push(family.map((row) => row.id));
  }
  if (query.user !== undefined) {
    if (query.user === 'me') {
      if (!viewerId) return null;
      resolved.userId = viewerId;
    } else {
      const user = await db.selectFrom('user').select('id').where('username', '=', query.user).executeTakeFirst();
      if (!user) return null;
      resolved.userId = String(user.id);
    }
  }
  if (query.inQuestion !== undefined) {
    const id = longId(query.inQuestion);
    if (!id) return null;
    resolved.questionId = id;
  }
  return resolved;
}
