/**
 * `POST /tag/merge`: the source tag (with its synonyms) becomes a synonym of the target; its
 * questions move to the target and `tag.merged` moves what other plugins keep (followers), a
 * question or member that had both keeping one relation; both tags' counts are counted again. Refused: merging a tag into itself or into a
 * synonym (the source's own included), and deleted tags.
 */
import type { Transaction } from 'kysely';
import type { ServerContext } from '@answer/sdk/server';
import { nowSeconds, tagsTrx } from './db';
import { onField, tagNotFound } from './errors';
import type { TagsTables } from './tables';
import { lockTags, recountFollowers, recountQuestions } from './tag-counts';
import { isSynonym, synonymsOf, tagById } from './tag-rows';

/** Statements name at most this many ids at once. */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) out.push(items.slice(start, start + CHUNK));
  return out;
}

/**
 * The source's question relations become the target's. Where a question has both, the target's
 * relation stays with the livelier status of the two (1 available < 2 hidden < 10 removed) and the
 * source's goes; the rest are re-pointed in one statement.
 */
async function moveQuestions(trx: Transaction<TagsTables>, sourceId: string, targetId: string, now: number): Promise<void> {
  const both = await trx
    .selectFrom('tag_rel as s')
    .innerJoin('tag_rel as t', (join) => join.onRef('t.object_id', '=', 's.object_id').on('t.tag_id', '=', targetId))
    .select(['s.id as source_rel', 's.status as source_status', 't.id as target_rel', 't.status as target_status'])
    .where('s.tag_id', '=', sourceId)
    .execute();
  for (const row of both) {
    if (Number(row.source_status) < Number(row.target_status)) {
      await trx.updateTable('tag_rel').set({ status: Number(row.source_status), updated_at: now }).where('id', '=', row.target_rel).execute();
    }
  }
  for (const ids of chunks(both.map((row) => row.source_rel))) await trx.deleteFrom('tag_rel').where('id', 'in', ids).execute();
  await trx.updateTable('tag_rel').set({ tag_id: targetId, updated_at: now }).where('tag_id', '=', sourceId).execute();
}

export async function mergeTags(ctx: ServerContext, sourceId: string | null, targetId: string | null): Promise<void> {
  if (!sourceId || !targetId) throw tagNotFound();
  if (sourceId === targetId) throw onField('target_tag_id', 'error.tag.merge_into_itself');
  await ctx.transaction(async (raw) => {
    const trx = tagsTrx(raw);
    await lockTags(trx, [sourceId, targetId]);
    const [source, target] = [await tagById(trx, sourceId), await tagById(trx, targetId)];
    if (!source || !target) throw tagNotFound();
    if (isSynonym(target)) throw onField('target_tag_id', 'error.tag.merge_into_synonym', { tag: target.main_tag_slug_name });
    const now = nowSeconds();
    const family = [source.id, ...(await synonymsOf(trx, source.id)).map((row) => row.id)];
    await trx.updateTable('tag').set({ main_tag_id: target.id, main_tag_slug_name: target.slug_name, updated_at: now }).where('id', 'in', family).execute();
    await moveQuestions(trx, source.id, target.id, now);
    // the followers move with the plugin that keeps them
    await ctx.events.emit('tag.merged', { source_id: source.id, target_id: target.id }, raw);
    await recountQuestions(trx, [source.id, target.id]);
    await recountFollowers(trx, [source.id, target.id]);
  });
}
