/**
 * The writes of tag edits, each in one transaction: an edit that lands saves a revision, makes it
 * the tag's current one and records `tag.edited`; a suggestion only saves a revision waiting for
 * review. The tag's synonyms keep their main tag's slug in `main_tag_slug_name`, so a rename
 * carries over to them.
 */
import type { Transaction } from 'kysely';
import type { ServerContext } from '@answer/sdk/server';
import { tagsDb, tagsTrx, type TagsDb } from './db';
import { reviewUnderway } from './edit-errors';
import { isUniqueViolation, slugTaken, tagNotFound } from './errors';
import { addTagRevision, pendingRevisionId, snapshotOf, type TagText } from './revision-snapshot';
import { REVISION_STATUS } from './tables';
import { lockTags } from './tag-counts';
import { tagById, tagBySlug, type TagRow } from './tag-rows';

/** Whether another tag, live or deleted, has `slug` (the column is unique: a deleted tag's slug is not free). */
export async function slugHeldByOther(db: TagsDb, slug: string, tagId: string): Promise<boolean> {
  const holder = await tagBySlug(db, slug, true);
  return holder !== null && holder.id !== tagId;
}

/** Makes `text` the tag's content, shown as revision `revisionId`. */
export async function writeTagText(trx: TagsDb, tag: TagRow, text: TagText, revisionId: string, now: number): Promise<void> {
  await trx
    .updateTable('tag')
    .set({ slug_name: text.slugName, display_name: text.displayName, original_text: text.originalText, parsed_text: text.parsedText, revision_id: revisionId, updated_at: now })
    .where('id', '=', tag.id)
    .execute();
  if (text.slugName !== tag.slug_name) {
    await trx.updateTable('tag').set({ main_tag_slug_name: text.slugName, updated_at: now }).where('main_tag_id', '=', tag.id).execute();
  }
}

export interface TagTimelineEntry {
  userId: string;
  tagId: string;
  activity: 'tag.edited' | 'tag.rollback';
  comment: string;
  revisionId: string;
  now: number;
}

/** A history-only timeline entry of the tag (no reputation). */
export async function recordTagActivity(ctx: ServerContext, raw: Transaction<unknown>, entry: TagTimelineEntry): Promise<void> {
  await ctx.events.emit(
    'activity.record',
    { user_id: entry.userId, object_id: entry.tagId, activity: entry.activity, rank: 0, comment: entry.comment, revision_id: entry.revisionId, at: entry.now },
    raw,
  );
}

/** An edit that lands at once; answers the new revision's id. */
export async function editTag(ctx: ServerContext, tag: TagRow, editorId: string, text: TagText, log: string, now: number): Promise<string> {
  try {
    return await ctx.transaction(async (raw) => {
      const trx = tagsTrx(raw);
      // one write of a tag at a time: a delete, a merge or another edit waits, then is seen
      await lockTags(trx, [tag.id]);
      const current = await tagById(trx, tag.id);
      if (!current) throw tagNotFound();
      // a suggestion that got in meanwhile is what its reviewer compares against: it goes first
      if (await pendingRevisionId(trx, tag.id)) throw reviewUnderway();
      const revisionId = await addTagRevision(trx, ctx.dialect, { tag: current, userId: editorId, snapshot: snapshotOf(current, text, now), log, now, status: REVISION_STATUS.normal });
      await writeTagText(trx, current, text, revisionId, now);
      await recordTagActivity(ctx, raw, { userId: editorId, tagId: tag.id, activity: 'tag.edited', comment: log, revisionId, now });
      return revisionId;
    });
  } catch (error) {
    // another request took the slug between the check and the write
    if (isUniqueViolation(error) && (await slugHeldByOther(tagsDb(ctx), text.slugName, tag.id))) throw slugTaken();
    throw error;
  }
}

/** A suggested edit: the tag stays as it is until a reviewer approves; a second one is refused. */
export async function suggestTagEdit(ctx: ServerContext, tag: TagRow, editorId: string, text: TagText, log: string, now: number): Promise<void> {
  try {
    await ctx.transaction(async (raw) => {
      await addTagRevision(tagsTrx(raw), ctx.dialect, { tag, userId: editorId, snapshot: snapshotOf(tag, text, now), log, now, status: REVISION_STATUS.unreviewed });
    });
  } catch (error) {
    // the unique pending slot refused the insert: another suggestion got in first
    if (await pendingRevisionId(tagsDb(ctx), tag.id)) throw reviewUnderway();
    throw error;
  }
}
