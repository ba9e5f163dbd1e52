/** What the tag edit API tests share: tags made through `POST /tag`, the edit call, and the rows edits write. */
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Envelope } from './harness';
import { API, type FieldErrors, type Fixture, type Member, type Tables } from './questions-support';
import type { TagEditResp } from '../../plugins/tags/server/edit-routes';

export type { TagEditResp };

/** The rows an edit writes, as the tests read them. */
export interface TagEditTables {
  tag: Tables['tag'] & { revision_id: string };
  revision: Tables['revision'] & { review_user_id: string; pending_object_id: string | null };
  activity: { id: number | string; user_id: string; trigger_user_id: string; object_id: string; activity_type: number; revision_id: string; comment: string; rank: number };
  user: Tables['user'];
}

/** Answer's `activity_type` ids (config rows) of the activities these tests look for. */
export const ACTIVITY = { editAccepted: 11, tagCreated: 102, tagEdited: 103, tagRollback: 104, tagDeleted: 105, tagUndeleted: 106 } as const;

export const rowsOf = (fx: Fixture): Kysely<TagEditTables> => fx.db as unknown as Kysely<TagEditTables>;

let made = 0;
/** A fresh slug, so every test's tags stand apart. */
export const freshSlug = (stem: string): string => `${stem}-${Date.now().toString(36)}${(made += 1)}`;

/** Creates a tag as `member` (enough reputation, or staff) through `POST /tag`; answers its id. */
export async function createTag(fx: Fixture, member: Member, slug: string, displayName: string, description = `What ${displayName} is about.`): Promise<string> {
  const response = await fx.host.api<Envelope<{ slug_name: string }>>('POST', `${API}/tag`, { token: member.token, body: { slug_name: slug, display_name: displayName, original_text: description } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const row = await rowsOf(fx).selectFrom('tag').select('id').where('slug_name', '=', slug).executeTakeFirstOrThrow();
  return row.id;
}

export interface TagEditBody {
  tag_id: string;
  slug_name: string;
  display_name: string;
  original_text?: string;
  edit_summary?: string;
}

export const editTag = (fx: Fixture, member: Member, body: TagEditBody | Record<string, unknown>, headers?: Record<string, string>) =>
  fx.host.api<Envelope<TagEditResp & FieldErrors>>('PUT', `${API}/tag`, { token: member.token, body, headers });

export const tagRow = (fx: Fixture, id: string) => rowsOf(fx).selectFrom('tag').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The tag's revisions, oldest first. */
export const tagRevisions = (fx: Fixture, id: string) => rowsOf(fx).selectFrom('revision').selectAll().where('object_id', '=', id).orderBy('id').execute();

export const activitiesOf = (fx: Fixture, objectId: string, type: number) =>
  rowsOf(fx).selectFrom('activity').selectAll().where('object_id', '=', objectId).where('activity_type', '=', type).orderBy('id').execute();

export async function rankOf(fx: Fixture, member: Member): Promise<number> {
  const row = await rowsOf(fx).selectFrom('user').select('rank').where('id', '=', member.id).executeTakeFirstOrThrow();
  return Number(row.rank);
}

/** Everything about tags an edit may write, to compare before and after a refused one. */
export async function tagState(fx: Fixture): Promise<string> {
  const db = rowsOf(fx);
  const tags = await db.selectFrom('tag').selectAll().orderBy('id').execute();
  const revisions = await db.selectFrom('revision').selectAll().orderBy('id').execute();
  const activities = await db.selectFrom('activity').select(['id', 'activity_type', 'object_id']).orderBy('id').execute();
  return JSON.stringify({ tags, revisions, activities });
}
