/**
 * The tags of a question being asked or edited: the names typed are matched to existing tags
 * (case-insensitively, synonyms replaced by their main tag), the rules of who may create new tags
 * and use reserved ones are checked, and inside the write's transaction new tags are created, the
 * question's tag relations set and every touched tag's question count recounted.
 */
import type { Transaction } from 'kysely';
import { ApiError, OBJECT_TYPE, type ServerContext } from '@answer/sdk/server';
import type { QuestionsDb } from './db';
import { can, type Actor, type RankLimits } from './permissions';
import { TAG_REL_STATUS, TAG_STATUS, type QuestionsTables } from './tables';
import { flag, type TagResp } from './tag-read';
import type { WriteRules } from './write-rules';

/** A tag as a client sends it (Answer's `TagItem`). */
export interface TagItem {
  slug_name: string;
  display_name?: string;
  original_text?: string;
}

/** A typed tag after normalising: the slug as it is stored. */
export interface NamedTag {
  slug: string;
  displayName: string;
  originalText: string;
}

/** Letters and digits of any script plus `+ # - .` (Answer's set, widened beyond ASCII). */
const SLUG = /^[\p{L}\p{N}+#.-]+$/u;

/** Slugs are lower-case with dashes for spaces; the same name twice counts once; the display name defaults to the name typed. */
export function namedTags(items: readonly TagItem[]): NamedTag[] {
  const bySlug = new Map<string, NamedTag>();
  for (const item of items) {
    const slug = item.slug_name.trim().toLowerCase().replace(/\s+/g, '-');
    if (bySlug.has(slug)) continue;
    bySlug.set(slug, { slug, displayName: (item.display_name ?? '').trim() || item.slug_name.trim(), originalText: item.original_text ?? '' });
  }
  return [...bySlug.values()];
}

export const invalidSlugs = (tags: readonly NamedTag[]): string[] => tags.filter((tag) => !SLUG.test(tag.slug)).map((tag) => tag.slug);

interface TagRow {
  id: string;
  slug_name: string;
  display_name: string;
  main_tag_id: string;
  main_tag_slug_name: string;
  status: number;
  recommend: boolean;
  reserved: boolean;
}

/** One tag of the question in the order typed: an existing tag, or one this write creates. */
export type PlannedTag = { kind: 'existing'; row: TagRow } | { kind: 'new'; tag: NamedTag; revive: TagRow | null };

export interface TagPlan {
  tags: PlannedTag[];
}

const TAG_COLUMNS = ['id', 'slug_name', 'display_name', 'main_tag_id', 'main_tag_slug_name', 'status', 'recommend', 'reserved'] as const;

function tagRow(row: { id: string; slug_name: string; display_name: string; main_tag_id: string; main_tag_slug_name: string; status: number | string; recommend: number | string; reserved: number | string }): TagRow {
  return { ...row, status: Number(row.status), recommend: flag(row.recommend), reserved: flag(row.reserved) };
}

/** Matches typed tags to stored ones. A deleted tag is re-created (revived) like a new one. */
export async function planTags(db: QuestionsDb, tags: readonly NamedTag[]): Promise<TagPlan> {
  const slugs = tags.map((tag) => tag.slug);
  const rows = slugs.length
    ? (await db.selectFrom('tag').select([...TAG_COLUMNS]).where((eb) => eb(eb.fn('lower', ['slug_name']), 'in', slugs)).execute()).map(tagRow)
    : [];
  const bySlug = new Map(rows.map((row) => [row.slug_name.toLowerCase(), row]));
  const mainIds = [...new Set(rows.filter((row) => row.main_tag_id !== '0' && row.status === TAG_STATUS.available).map((row) => row.main_tag_id))];
  const mains = mainIds.length ? (await db.selectFrom('tag').select([...TAG_COLUMNS]).where('id', 'in', mainIds).where('status', '=', TAG_STATUS.available).execute()).map(tagRow) : [];
  const mainById = new Map(mains.map((row) => [row.id, row]));

  const planned: PlannedTag[] = [];
  const taken = new Set<string>();
  for (const tag of tags) {
    const row = bySlug.get(tag.slug);
    if (!row || row.status !== TAG_STATUS.available) {
      if (taken.has(tag.slug)) continue;
      taken.add(tag.slug);
      planned.push({ kind: 'new', tag, revive: row ?? null });
      continue;
    }
    // a synonym stands for its main tag; two names of one tag attach it once
    const main = (row.main_tag_id !== '0' && mainById.get(row.main_tag_id)) || row;
    if (taken.has(main.id)) continue;
    taken.add(main.id);
    planned.push({ kind: 'existing', row: main });
  }
  return { tags: planned };
}

const slugOf = (tag: PlannedTag): string => (tag.kind === 'existing' ? tag.row.slug_name : tag.tag.slug);
const quoted = (slugs: string[]) => slugs.join('", "');

function isReserved(tag: PlannedTag, rules: WriteRules): boolean {
  return (tag.kind === 'existing' && tag.row.reserved) || rules.reservedTags.has(slugOf(tag));
}

function isRecommended(tag: PlannedTag, rules: WriteRules): boolean {
  return (tag.kind === 'existing' && tag.row.recommend) || rules.recommendTags.has(slugOf(tag));
}

const tagsError = (key: string, vars: Record<string, unknown>) => new ApiError(400, 'base.request_format_error', [{ error_field: 'tags', error_msg: key }], vars);

/**
 * Throws a field error on `tags` when the plan breaks a rule: new tags without the privilege,
 * reserved tags added (or, on an edit, removed) by someone who is not a moderator, or no
 * recommended tag on a site that requires one. `previous` are the slugs an edited question has now.
 */
export function checkTagRules(plan: TagPlan, actor: Actor, limits: RankLimits, rules: WriteRules, previous: readonly TagResp[] = []): void {
  const created = plan.tags.filter((tag) => tag.kind === 'new').map(slugOf);
  if (created.length > 0 && !can(actor, 'tag.add', limits)) {
    throw tagsError('error.tag.not_allowed_to_create', { tags: quoted(created), rank: limits['tag.add'] });
  }
  if (!can(actor, 'tag.use_reserved_tag', limits)) {
    const before = new Set(previous.map((tag) => tag.slug_name));
    const after = new Set(plan.tags.map(slugOf));
    const kept = previous.filter((tag) => (tag.reserved || rules.reservedTags.has(tag.slug_name)) && !after.has(tag.slug_name)).map((tag) => tag.slug_name);
    if (kept.length > 0) throw tagsError('error.tag.reserved_must_stay', { tags: quoted(kept) });
    const added = plan.tags.filter((tag) => isReserved(tag, rules) && !before.has(slugOf(tag))).map(slugOf);
    if (added.length > 0) throw tagsError('error.tag.reserved_for_moderators', { tags: quoted(added) });
  }
  if (rules.requiredTag && !plan.tags.some((tag) => isRecommended(tag, rules))) {
    throw tagsError('error.tag.recommend_tag_enter', {});
  }
}

export interface NewTagContext {
  ctx: ServerContext;
  trx: Transaction<QuestionsTables>;
  userId: string;
  now: number;
}

/** Creates (or revives) the plan's new tags; answers the question's tag ids in order. */
export async function materializeTags(plan: TagPlan, { ctx, trx, userId, now }: NewTagContext): Promise<string[]> {
  const ids: string[] = [];
  for (const planned of plan.tags) {
    if (planned.kind === 'existing') {
      ids.push(planned.row.id);
      continue;
    }
    const { tag, revive } = planned;
    const parsed = ctx.markdown.render(tag.originalText);
    if (revive) {
      await trx
        .updateTable('tag')
        .set({ status: TAG_STATUS.available, display_name: tag.displayName, original_text: tag.originalText, parsed_text: parsed, main_tag_id: '0', main_tag_slug_name: '', updated_at: now })
        .where('id', '=', revive.id)
        .execute();
      ids.push(revive.id);
      continue;
    }
    const id = await ctx.ids.next(OBJECT_TYPE.tag, trx as Transaction<unknown>);
    await trx
      .insertInto('tag')
      .values({ id, created_at: now, updated_at: now, slug_name: tag.slug, display_name: tag.displayName, original_text: tag.originalText, parsed_text: parsed, user_id: userId })
      .execute();
    ids.push(id);
  }
  return ids;
}

/**
 * Makes `tagIds` the question's tags with `status` (available, or hidden on a deleted question):
 * relations reused when they exist, others marked removed. Answers every tag id whose count may
 * have changed.
 */
export async function setQuestionTags(trx: Transaction<QuestionsTables>, questionId: string, tagIds: readonly string[], status: number, now: number): Promise<string[]> {
  const existing = await trx.selectFrom('tag_rel').select(['id', 'tag_id', 'status']).where('object_id', '=', questionId).execute();
  const wanted = new Set(tagIds);
  const byTag = new Map(existing.map((row) => [row.tag_id, row]));
  for (const row of existing) {
    const next = wanted.has(row.tag_id) ? status : TAG_REL_STATUS.removed;
    if (Number(row.status) !== next) await trx.updateTable('tag_rel').set({ status: next, updated_at: now }).where('id', '=', row.id).execute();
  }
  for (const tagId of tagIds) {
    if (!byTag.has(tagId)) await trx.insertInto('tag_rel').values({ created_at: now, updated_at: now, object_id: questionId, tag_id: tagId, status }).execute();
  }
  return [...new Set([...existing.map((row) => row.tag_id), ...tagIds])];
}

/** Moves a question's live tag relations between available and hidden (delete and recover). */
export async function switchQuestionTags(trx: QuestionsDb, questionId: string, from: number, to: number, now: number): Promise<string[]> {
  const rows = await trx.selectFrom('tag_rel').select('tag_id').where('object_id', '=', questionId).where('status', '=', from).execute();
  if (rows.length > 0) await trx.updateTable('tag_rel').set({ status: to, updated_at: now }).where('object_id', '=', questionId).where('status', '=', from).execute();
  return rows.map((row) => row.tag_id);
}

/** `question_count` of each tag = its available relations, counted rather than adjusted so it heals. */
export async function recountTags(trx: QuestionsDb, tagIds: readonly string[]): Promise<void> {
  if (tagIds.length === 0) return;
  // Lock the tags (always in id order, so two writers cannot wait on each other) before counting:
  // a concurrent writer's relations are then committed and counted, instead of both writers
  // counting without the other's and the later one storing a count one short.
  for (const tagId of [...new Set(tagIds)].sort()) {
    await trx.updateTable('tag').set((eb) => ({ question_count: eb.ref('question_count') })).where('id', '=', tagId).execute();
  }
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
