/**
 * A tag's revisions: each state a tag takes (an edit, an approved suggestion, a rollback) and each
 * suggestion waiting for review is a row of the questions plugin's `revision` table, object type
 * 3, titled with the slug, holding a JSON snapshot of the tag's own fields. The questions plugin
 * reads the same snapshot for `GET /revisions` and the review queue, the activity plugin for
 * timeline diffs, so its field names are Answer's (`slug_name`, `display_name`, `original_text`...).
 */
import type { Dialect } from '@answer/sdk/server';
import { toNumber, type TagsDb } from './db';
import { REVISION_STATUS, TAG_OBJECT_TYPE } from './tables';

/** The columns of a tag a snapshot copies besides its text, as stored or as `tagRowOf` reads them. */
export interface SnapshotTag {
  id: string;
  main_tag_slug_name: string;
  recommend: number | string | boolean;
  reserved: number | string | boolean;
  created_at: number | string;
}

export interface TagSnapshot {
  tag_id: string;
  slug_name: string;
  display_name: string;
  original_text: string;
  parsed_text: string;
  main_tag_slug_name: string;
  recommend: boolean;
  reserved: boolean;
  created_at: number;
  updated_at: number;
}

/** The flag columns as stored (0/1, or booleans on some drivers). */
const flag = (value: number | string | boolean): boolean => Boolean(Number(value));

/** The editable fields of a tag. */
export interface TagText {
  slugName: string;
  displayName: string;
  originalText: string;
  parsedText: string;
}

/** The tag as it would be with `text`, at `now`. */
export function snapshotOf(tag: SnapshotTag, text: TagText, now: number): TagSnapshot {
  return {
    tag_id: tag.id,
    slug_name: text.slugName,
    display_name: text.displayName,
    original_text: text.originalText,
    parsed_text: text.parsedText,
    main_tag_slug_name: tag.main_tag_slug_name,
    recommend: flag(tag.recommend),
    reserved: flag(tag.reserved),
    created_at: toNumber(tag.created_at),
    updated_at: now,
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The editable fields a revision keeps; '' for what an unreadable snapshot lost. */
export function parseSnapshot(stored: string): Omit<TagText, 'parsedText'> {
  let value: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) value = parsed as Record<string, unknown>;
  } catch {
    // nothing readable: the caller keeps the tag's own values
  }
  return { slugName: text(value.slug_name), displayName: text(value.display_name), originalText: text(value.original_text) };
}

export interface NewTagRevision {
  tag: SnapshotTag;
  userId: string;
  snapshot: TagSnapshot;
  log: string;
  now: number;
  /** `REVISION_STATUS.normal` for an edit that lands, `unreviewed` for a suggestion. */
  status: number;
}

/** Saves a revision of a tag; answers its id. A waiting suggestion takes the tag's single pending slot. */
export async function addTagRevision(trx: TagsDb, dialect: Dialect, revision: NewTagRevision): Promise<string> {
  const values = {
    created_at: revision.now,
    updated_at: revision.now,
    user_id: revision.userId,
    object_type: TAG_OBJECT_TYPE,
    object_id: revision.tag.id,
    title: revision.snapshot.slug_name,
    content: JSON.stringify(revision.snapshot),
    log: revision.log,
    status: revision.status,
    // unique: a second suggestion for the same tag fails even when both arrive at once
    pending_object_id: revision.status === REVISION_STATUS.unreviewed ? revision.tag.id : null,
  };
  if (dialect === 'postgres') {
    const row = await trx.insertInto('revision').values(values).returning('id').executeTakeFirstOrThrow();
    return String(row.id);
  }
  const result = await trx.insertInto('revision').values(values).executeTakeFirstOrThrow();
  if (result.insertId === undefined) throw new Error('The database returned no id for the revision');
  return String(result.insertId);
}

/** The suggestion waiting for review on a tag, if any. */
export async function pendingRevisionId(db: TagsDb, tagId: string): Promise<string | null> {
  const row = await db.selectFrom('revision').select('id').where('pending_object_id', '=', tagId).executeTakeFirst();
  return row ? String(row.id) : null;
}
