/** Reading tags: by id or slug, a main tag's synonyms, the rows as plain values. */
import { sql, type Selectable } from 'kysely';
import { contentIdOf } from '@answer/sdk/server';
import { toNumber, type TagsDb } from './db';
import { TAG_OBJECT_TYPE, TAG_REL_STATUS, TAG_STATUS, type TagTable } from './tables';

export interface TagRow {
  id: string;
  slug_name: string;
  display_name: string;
  original_text: string;
  parsed_text: string;
  /** '0' for a main tag */
  main_tag_id: string;
  main_tag_slug_name: string;
  follow_count: number;
  question_count: number;
  status: number;
  recommend: boolean;
  reserved: boolean;
  created_at: number;
  updated_at: number;
  revision_id: string;
  user_id: string;
}

/** The flag columns as stored (0/1, or booleans on some drivers). */
const flag = (value: unknown): boolean => Boolean(Number(value));

export function tagRowOf(row: Selectable<TagTable>): TagRow {
  return {
    id: row.id,
    slug_name: row.slug_name,
    display_name: row.display_name,
    original_text: row.original_text,
    parsed_text: row.parsed_text,
    main_tag_id: row.main_tag_id || '0',
    main_tag_slug_name: row.main_tag_slug_name,
    follow_count: toNumber(row.follow_count),
    question_count: toNumber(row.question_count),
    status: toNumber(row.status),
    recommend: flag(row.recommend),
    reserved: flag(row.reserved),
    created_at: toNumber(row.created_at),
    updated_at: toNumber(row.updated_at),
    revision_id: row.revision_id,
    user_id: row.user_id,
  };
}

export const isSynonym = (tag: Pick<TagRow, 'main_tag_id'>): boolean => tag.main_tag_id !== '0' && tag.main_tag_id !== '';
export const isAvailable = (tag: Pick<TagRow, 'status'>): boolean => tag.status === TAG_STATUS.available;

/** The long id of a tag id in either spelling; null for anything that is no tag's id. */
export const tagIdOf = (raw: unknown): string | null => contentIdOf(raw, TAG_OBJECT_TYPE);

export async function tagById(db: TagsDb, id: string, includeDeleted = false): Promise<TagRow | null> {
  let query = db.selectFrom('tag').selectAll().where('id', '=', id);
  if (!includeDeleted) query = query.where('status', '=', TAG_STATUS.available);
  const row = await query.executeTakeFirst();
  return row ? tagRowOf(row) : null;
}

/** Slugs are stored lower-case; rows written otherwise still match, as Answer compares `LOWER(slug_name)`. */
const slugMatches = (slugs: readonly string[]) => sql<boolean>`lower(slug_name) in (${sql.join(slugs.map((slug) => slug.toLowerCase()))})`;

/** The tag with `slug` (a live one before a deleted one of the same name). */
export async function tagBySlug(db: TagsDb, slug: string, includeDeleted = false): Promise<TagRow | null> {
  let query = db.selectFrom('tag').selectAll().where(slugMatches([slug]));
  if (!includeDeleted) query = query.where('status', '=', TAG_STATUS.available);
  const rows = (await query.execute()).map(tagRowOf);
  return rows.find(isAvailable) ?? rows[0] ?? null;
}

/** Every tag, live or deleted, named by one of `slugs`. */
export async function tagsBySlugs(db: TagsDb, slugs: readonly string[]): Promise<TagRow[]> {
  if (slugs.length === 0) return [];
  return (await db.selectFrom('tag').selectAll().where(slugMatches(slugs)).execute()).map(tagRowOf);
}

/** The live synonyms of a main tag, by name. */
export async function synonymsOf(db: TagsDb, mainId: string): Promise<TagRow[]> {
  const rows = await db.selectFrom('tag').selectAll().where('main_tag_id', '=', mainId).where('status', '=', TAG_STATUS.available).orderBy('slug_name').execute();
  return rows.map(tagRowOf);
}

/** How many questions (live ones) carry the tag. */
export async function liveQuestionCount(db: TagsDb, tagId: string): Promise<number> {
  const row = await db
    .selectFrom('tag_rel')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('tag_id', '=', tagId)
    .where('status', '=', TAG_REL_STATUS.available)
    .executeTakeFirst();
  return toNumber(row?.count);
}
