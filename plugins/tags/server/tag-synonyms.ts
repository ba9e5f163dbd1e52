/**
 * `PUT /tag/synonym`: the whole list of a main tag's synonyms. Listed names that name no live tag
 * are created as synonyms (a deleted tag of the name comes back, as Answer does); listed live tags
 * become synonyms; synonyms no longer listed become main tags again. Questions keep their tags:
 * lists and search read a main tag together with its synonyms. Refused: the main tag itself in
 * the list, a main tag that is itself a synonym, a listed tag that is another tag's synonym or has
 * synonyms of its own (synonyms never chain).
 */
import { ApiError, fieldError, type ServerContext } from '@answer/sdk/server';
import { nowSeconds, tagsTrx } from './db';
import { isUniqueViolation, onField, quoted, slugTaken, tagNotFound } from './errors';
import { slugOf, slugTooLong } from './slug';
import { TAG_STATUS } from './tables';
import { lockTags } from './tag-counts';
import { saveNewTag, type NewTag } from './tag-create';
import { isAvailable, isSynonym, synonymsOf, tagById, tagsBySlugs, type TagRow } from './tag-rows';

export const SYNONYM_FIELD = 'synonym_tag_list';

/** A listed synonym as the client sends it (Answer's `TagItem`). */
export interface SynonymItem {
  slug_name: string;
  display_name?: string;
  original_text?: string;
}

/** The list as stored: one entry a slug, the display name defaulting to the name typed. */
export function synonymTags(items: readonly SynonymItem[]): NewTag[] {
  const bySlug = new Map<string, NewTag>();
  for (const item of items) {
    const slug = slugOf(item.slug_name);
    if (slugTooLong(slug)) throw fieldError(SYNONYM_FIELD, 'tag_form.slug_name.range');
    if (bySlug.has(slug)) continue;
    bySlug.set(slug, { slug, displayName: (item.display_name ?? '').trim() || item.slug_name.trim(), originalText: item.original_text ?? '' });
  }
  return [...bySlug.values()];
}

/** The live tag of each slug (rows in another case included). */
function liveBySlug(rows: readonly TagRow[]): Map<string, TagRow> {
  return new Map(rows.filter(isAvailable).map((row) => [row.slug_name.toLowerCase(), row]));
}

export async function setSynonyms(ctx: ServerContext, userId: string, mainId: string | null, items: readonly SynonymItem[]): Promise<void> {
  const tags = synonymTags(items);
  const slugs = tags.map((tag) => tag.slug);
  if (!mainId) throw tagNotFound();
  await ctx.markdown.prepare?.();
  try {
    await ctx.transaction(async (raw) => {
      const trx = tagsTrx(raw);
      const touched = [mainId, ...(await tagsBySlugs(trx, slugs)).map((row) => row.id), ...(await synonymsOf(trx, mainId)).map((row) => row.id)];
      await lockTags(trx, touched);

      const main = await tagById(trx, mainId);
      if (!main) throw tagNotFound();
      if (isSynonym(main)) throw new ApiError(400, 'error.tag.is_synonym', null, { tag: main.main_tag_slug_name });
      if (slugs.includes(main.slug_name.toLowerCase())) throw onField(SYNONYM_FIELD, 'error.tag.cannot_set_synonym_as_itself');

      const live = liveBySlug(await tagsBySlugs(trx, slugs));
      const listed = [...live.values()];
      const ofAnother = listed.filter((row) => isSynonym(row) && row.main_tag_id !== main.id).map((row) => row.slug_name);
      if (ofAnother.length > 0) throw onField(SYNONYM_FIELD, 'error.tag.synonym_of_another', { tags: quoted(ofAnother) });
      const withOwn: string[] = [];
      for (const row of listed) if (!isSynonym(row) && (await synonymsOf(trx, row.id)).length > 0) withOwn.push(row.slug_name);
      if (withOwn.length > 0) throw onField(SYNONYM_FIELD, 'error.tag.has_synonyms', { tags: quoted(withOwn) });

      const now = nowSeconds();
      const keep = new Set(listed.map((row) => row.id));
      for (const tag of tags) {
        if (live.has(tag.slug)) continue;
        keep.add(await saveNewTag(ctx, raw, tag, { userId, now, main: { id: main.id, slug: main.slug_name }, field: SYNONYM_FIELD }));
      }
      const joining = listed.filter((row) => row.main_tag_id !== main.id).map((row) => row.id);
      if (joining.length > 0) {
        await trx.updateTable('tag').set({ main_tag_id: main.id, main_tag_slug_name: main.slug_name, updated_at: now }).where('id', 'in', joining).execute();
      }
      let leaving = trx.updateTable('tag').set({ main_tag_id: '0', main_tag_slug_name: '', updated_at: now }).where('main_tag_id', '=', main.id).where('status', '=', TAG_STATUS.available);
      if (keep.size > 0) leaving = leaving.where('id', 'not in', [...keep]);
      await leaving.execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(SYNONYM_FIELD);
    throw error;
  }
}
