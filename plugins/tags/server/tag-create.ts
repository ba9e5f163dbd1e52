/**
 * Creating tags (`POST /tag`, and the new names of a synonym list): a slug held by a deleted tag
 * brings that tag back with the new text, as Answer does; a slug held by a live tag is refused on
 * the slug's field, also when another request takes it between the check and the write (the
 * unique slug refuses the insert). Each new tag gets its first revision and a `tag.created`
 * timeline entry, in the caller's transaction.
 */
import type { Transaction } from 'kysely';
import { fieldError, OBJECT_TYPE, type ServerContext } from '@answer/sdk/server';
import { nowSeconds, tagsTrx } from './db';
import { isUniqueViolation, slugTaken } from './errors';
import { slugOf, slugTooLong } from './slug';
import { REVISION_STATUS, TAG_STATUS } from './tables';
import { recountQuestions } from './tag-counts';
import { isAvailable, tagBySlug } from './tag-rows';
import { addTagRevision, snapshotOf } from './revision-snapshot';

export interface NewTag {
  /** As stored (`slugOf`). */
  slug: string;
  displayName: string;
  originalText: string;
}

export interface NewTagOptions {
  userId: string;
  now: number;
  /** The main tag when the new tag is one of its synonyms. */
  main?: { id: string; slug: string };
  /** The field a taken slug is reported on. */
  field?: string;
}

/** Creates (or brings back) one tag in `raw`'s transaction; answers its id. */
export async function saveNewTag(ctx: ServerContext, raw: Transaction<unknown>, tag: NewTag, options: NewTagOptions): Promise<string> {
  const trx = tagsTrx(raw);
  const { userId, now } = options;
  const parsed = ctx.markdown.render(tag.originalText);
  const main = { main_tag_id: options.main?.id ?? '0', main_tag_slug_name: options.main?.slug ?? '' };
  const existing = await tagBySlug(trx, tag.slug, true);
  if (existing && isAvailable(existing)) throw slugTaken(options.field);
  let id: string;
  if (existing) {
    const revived = await trx
      .updateTable('tag')
      .set({ status: TAG_STATUS.available, slug_name: tag.slug, display_name: tag.displayName, original_text: tag.originalText, parsed_text: parsed, ...main, user_id: userId, updated_at: now })
      .where('id', '=', existing.id)
      .where('status', '=', TAG_STATUS.deleted)
      .executeTakeFirst();
    // another request brought it back first
    if (Number(revived.numUpdatedRows) === 0) throw slugTaken(options.field);
    id = existing.id;
    await recountQuestions(trx, [id]);
  } else {
    id = await ctx.ids.next(OBJECT_TYPE.tag, raw);
    await trx
      .insertInto('tag')
      .values({ id, created_at: now, updated_at: now, slug_name: tag.slug, display_name: tag.displayName, original_text: tag.originalText, parsed_text: parsed, ...main, user_id: userId })
      .execute();
  }
  const row = await trx.selectFrom('tag').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const text = { slugName: tag.slug, displayName: tag.displayName, originalText: tag.originalText, parsedText: parsed };
  const revisionId = await addTagRevision(trx, ctx.dialect, { tag: row, userId, snapshot: snapshotOf(row, text, now), log: '', now, status: REVISION_STATUS.normal });
  await trx.updateTable('tag').set({ revision_id: revisionId }).where('id', '=', id).execute();
  await ctx.events.emit('activity.record', { user_id: userId, object_id: id, activity: 'tag.created', rank: 0, revision_id: revisionId, at: now }, raw);
  return id;
}

export interface TagForm {
  slug_name: string;
  display_name: string;
  original_text: string;
}

/** The form's values as stored; a slug that lower-casing made too long is refused on its field. */
export function newTagOf(form: TagForm): NewTag {
  const slug = slugOf(form.slug_name);
  if (slugTooLong(slug)) throw fieldError('slug_name', 'tag_form.slug_name.range');
  return { slug, displayName: form.display_name.trim(), originalText: form.original_text };
}

/** `POST /tag`: answers the stored slug (Answer's `AddTagResp`). */
export async function createTag(ctx: ServerContext, userId: string, form: TagForm): Promise<{ slug_name: string }> {
  const tag = newTagOf(form);
  await ctx.markdown.prepare?.();
  try {
    await ctx.transaction((raw) => saveNewTag(ctx, raw, tag, { userId, now: nowSeconds() }));
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
  return { slug_name: tag.slug };
}
