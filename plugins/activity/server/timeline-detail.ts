/**
 * `GET /activity/timeline/detail`: two revisions of a post side by side, each as Answer's
 * `ObjectTimelineDetail` read from the JSON snapshot the questions plugin's `revision` table keeps
 * (questions: `{title, content, tags}`; answers: `{content}`, titled with their question).
 */
import type { ActivityDb } from './db';
import { asNumber } from './db';
import { findTimelineObject, type TimelineObject } from './objects';

export interface RevisionTag {
  slug_name: string;
  display_name: string;
  main_tag_slug_name: string;
  recommend: boolean;
  reserved: boolean;
}

export interface RevisionDetail {
  title: string;
  tags: RevisionTag[];
  original_text: string;
  slug_name: string;
  main_tag_slug_name: string;
}

export const EMPTY_REVISION: RevisionDetail = { title: '', tags: [], original_text: '', slug_name: '', main_tag_slug_name: '' };

/** Revision ids are the auto-increment integers of `revision`; '0' or '' means none. */
export const isRevisionId = (id: string): boolean => /^[1-9]\d{0,18}$/.test(id);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function tagsOf(value: unknown): RevisionTag[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((tag): tag is Record<string, unknown> => typeof tag === 'object' && tag !== null)
    .map((tag) => ({
      slug_name: text(tag.slug_name),
      display_name: text(tag.display_name) || text(tag.slug_name),
      main_tag_slug_name: text(tag.main_tag_slug_name),
      recommend: tag.recommend === true,
      reserved: tag.reserved === true,
    }));
}

function snapshotOf(content: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(content);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export interface LoadedRevision {
  detail: RevisionDetail;
  object: TimelineObject;
  /** Who saved it, for suggested edits still waiting (only they and staff see those). */
  userId: string;
  status: number;
}

/** A revision and the post it belongs to; null when either is gone. */
export async function loadRevision(db: ActivityDb, id: string): Promise<LoadedRevision | null> {
  if (!isRevisionId(id)) return null;
  const row = await db.selectFrom('revision').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const object = await findTimelineObject(db, row.object_id);
  if (!object) return null;
  const snapshot = snapshotOf(row.content);
  const original = text(snapshot.content) || text(snapshot.original_text);
  const detail: RevisionDetail =
    object.objectType === 'question'
      ? { ...EMPTY_REVISION, title: text(snapshot.title) || row.title, tags: tagsOf(snapshot.tags), original_text: original }
      : object.objectType === 'answer'
        ? { ...EMPTY_REVISION, title: object.title, original_text: original }
        : {
            ...EMPTY_REVISION,
            title: text(snapshot.display_name) || object.title,
            original_text: original,
            slug_name: text(snapshot.slug_name),
            main_tag_slug_name: text(snapshot.main_tag_slug_name),
          };
  return { detail, object, userId: row.user_id, status: asNumber(row.status) };
}
