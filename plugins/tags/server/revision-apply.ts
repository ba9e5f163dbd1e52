/**
 * `post.revision.apply` for tags: the questions plugin's review and rollback calls hand back a
 * revision of a tag. An approved suggestion becomes the tag's current revision (credited to its
 * author, `tag.edited`); a rollback copies an earlier revision into a new one (`tag.rollback`).
 * A suggestion never renames (only staff rename, and their edits do not wait); a rollback to an
 * earlier slug needs the staff's power, and the slug still free.
 */
import type { Transaction } from 'kysely';
import type { ServerContext, ServerEvents } from '@answer/sdk/server';
import { tagsTrx } from './db';
import { slugPowerMissing } from './edit-errors';
import { recordTagActivity, slugHeldByOther, writeTagText } from './edit-write';
import { slugTaken, tagNotFound } from './errors';
import { addTagRevision, parseSnapshot, snapshotOf, type TagText } from './revision-snapshot';
import { REVISION_STATUS } from './tables';
import { lockTags } from './tag-counts';
import { tagById, tagIdOf, type TagRow } from './tag-rows';

type ApplyEvent = ServerEvents['post.revision.apply'];

/** The slug the tag takes: a rollback restores an earlier one when allowed and free. */
async function slugFor(raw: Transaction<unknown>, tag: TagRow, kept: string, event: ApplyEvent): Promise<string> {
  if (event.mode === 'review' || !kept || kept === tag.slug_name) return tag.slug_name;
  if (!event.staff) throw slugPowerMissing();
  if (await slugHeldByOther(tagsTrx(raw), kept, tag.id)) throw slugTaken();
  return kept;
}

export async function applyTagRevision(ctx: ServerContext, raw: Transaction<unknown>, event: ApplyEvent): Promise<void> {
  const tagId = tagIdOf(event.object_id);
  if (!tagId) return;
  const trx = tagsTrx(raw);
  // one write of a tag at a time: a delete meanwhile leaves nothing to apply the revision to
  await lockTags(trx, [tagId]);
  const tag = await tagById(trx, tagId);
  if (!tag) throw tagNotFound();
  const revision = await trx.selectFrom('revision').select(['object_id', 'content']).where('id', '=', event.revision_id).executeTakeFirst();
  if (!revision || revision.object_id !== tag.id) throw tagNotFound();
  const kept = parseSnapshot(revision.content);
  const text: TagText = {
    slugName: await slugFor(raw, tag, kept.slugName, event),
    displayName: kept.displayName || tag.display_name,
    originalText: kept.originalText,
    parsedText: ctx.markdown.render(kept.originalText),
  };
  const revisionId =
    event.mode === 'review'
      ? event.revision_id
      : await addTagRevision(trx, ctx.dialect, { tag, userId: event.user_id, snapshot: snapshotOf(tag, text, event.at), log: event.log, now: event.at, status: REVISION_STATUS.normal });
  await writeTagText(trx, tag, text, revisionId, event.at);
  await recordTagActivity(ctx, raw, { userId: event.user_id, tagId: tag.id, activity: event.mode === 'review' ? 'tag.edited' : 'tag.rollback', comment: event.log, revisionId, now: event.at });
}
