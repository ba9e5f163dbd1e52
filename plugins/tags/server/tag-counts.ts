/** A tag's counters, counted from the rows rather than adjusted, so they heal; and row locks for writes. */
import { TAG_REL_STATUS } from './tables';
import type { TagsDb } from './db';

/**
 * Locks the tags a write is about (in id order, so two writers cannot wait on each other) before
 * it reads them again: a concurrent write of the same tags then waits and sees this one's result.
 */
export async function lockTags(trx: TagsDb, tagIds: readonly string[]): Promise<void> {
  for (const tagId of [...new Set(tagIds)].sort()) {
    await trx.updateTable('tag').set((eb) => ({ status: eb.ref('status') })).where('id', '=', tagId).execute();
  }
}

/** `question_count` = the tag's relations to live questions. */
export async function recountQuestions(trx: TagsDb, tagIds: readonly string[]): Promise<void> {
  if (tagIds.length === 0) return;
  await trx
    .updateTable('tag')
    .set((eb) => ({
      question_count: eb
        .selectFrom('tag_rel')
        .select((sub) => sub.fn.countAll<number>().as('count'))
        .whereRef('tag_rel.tag_id', '=', 'tag.id')
        .where('tag_rel.status', '=', TAG_REL_STATUS.available),
    }))
    .where('id', 'in', [...tagIds])
    .execute();
}

/** `follow_count` = the members following the tag. */
export async function recountFollowers(trx: TagsDb, tagIds: readonly string[]): Promise<void> {
  if (tagIds.length === 0) return;
  await trx
    .updateTable('tag')
    .set((eb) => ({
      follow_count: eb
        .selectFrom('follow')
        .select((sub) => sub.fn.countAll<number>().as('count'))
        .whereRef('follow.object_id', '=', 'tag.id'),
    }))
    .where('id', 'in', [...tagIds])
    .execute();
}
