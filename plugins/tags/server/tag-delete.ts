/**
 * `DELETE /tag` and `POST /tag/recover`: a soft delete (status 10) of a tag no live question
 * carries and no synonym points to, and bringing it back. A deleted tag leaves the tag list, the
 * tag box's suggestions, `GET /tags` and search (all read live tags only) and its page, but for
 * staff. Each change gets its timeline entry; two identical requests change it once.
 */
import { ApiError, type ServerContext } from '@answer/sdk/server';
import { nowSeconds, tagsTrx } from './db';
import { tagNotFound } from './errors';
import { TAG_STATUS } from './tables';
import { lockTags, recountQuestions } from './tag-counts';
import { isAvailable, isSynonym, liveQuestionCount, synonymsOf, tagById } from './tag-rows';

export async function deleteTag(ctx: ServerContext, userId: string, tagId: string | null): Promise<void> {
  if (!tagId) throw tagNotFound();
  await ctx.transaction(async (raw) => {
    const trx = tagsTrx(raw);
    await lockTags(trx, [tagId]);
    const tag = await tagById(trx, tagId);
    if (!tag) throw tagNotFound();
    // Answer refuses both with one reason; its page tells the two apart by the synonym list
    if ((await liveQuestionCount(trx, tag.id)) > 0 || (await synonymsOf(trx, tag.id)).length > 0) throw new ApiError(400, 'error.tag.is_used_cannot_delete');
    const now = nowSeconds();
    await trx.updateTable('tag').set({ status: TAG_STATUS.deleted, updated_at: now }).where('id', '=', tag.id).execute();
    await ctx.events.emit('activity.record', { user_id: userId, object_id: tag.id, activity: 'tag.deleted', rank: 0, at: now }, raw);
  });
}

/** Undeletes a deleted tag; a live tag is left as it is (Answer answers success). */
export async function recoverTag(ctx: ServerContext, userId: string, tagId: string | null): Promise<void> {
  if (!tagId) throw tagNotFound();
  await ctx.transaction(async (raw) => {
    const trx = tagsTrx(raw);
    await lockTags(trx, [tagId]);
    const tag = await tagById(trx, tagId, true);
    if (!tag) throw tagNotFound();
    if (isAvailable(tag)) return;
    // slugs are unique, but rows written in another case can still meet
    const holder = await trx
      .selectFrom('tag')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['slug_name']), '=', tag.slug_name.toLowerCase()))
      .where('status', '=', TAG_STATUS.available)
      .where('id', '<>', tag.id)
      .executeTakeFirst();
    if (holder) throw new ApiError(400, 'error.tag.already_exist');
    // a synonym comes back under its main tag's current slug, or as a main tag of its own when that went meanwhile
    const main = isSynonym(tag) ? await tagById(trx, tag.main_tag_id) : null;
    const mainFields = !isSynonym(tag) ? {} : main ? { main_tag_slug_name: main.slug_name } : { main_tag_id: '0', main_tag_slug_name: '' };
    const now = nowSeconds();
    await trx.updateTable('tag').set({ status: TAG_STATUS.available, updated_at: now, ...mainFields }).where('id', '=', tag.id).execute();
    await recountQuestions(trx, [tag.id]);
    await ctx.events.emit('activity.record', { user_id: userId, object_id: tag.id, activity: 'tag.undeleted', rank: 0, at: now }, raw);
  });
}
