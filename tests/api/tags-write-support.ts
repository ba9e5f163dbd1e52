/** What the tag write tests share: calls of the tags plugin, the rows they touch, and a database checksum for refusals. */
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Envelope } from './harness';
import { DatabaseSnapshots, changedTables, type Snapshot } from './fuzz/db-snapshot';
import { API, type FieldErrors, type Fixture, type Member, type Tables } from './questions-support';
import type { TagInfo } from '../../plugins/tags/server/tag-info';
import type { TagSynonyms } from '../../plugins/tags/server/synonym-list';
import type { TagBasic } from '../../plugins/tags/server/tags-by-name';

export type { TagInfo, TagSynonyms, TagBasic };

/** The rows besides the questions plugin's that tag writes change. */
export interface TagWriteTables extends Tables {
  follow: { id: number | string; user_id: string; object_id: string; object_type: string; created_at: number };
  tag: Tables['tag'] & { follow_count: number; revision_id: string };
}

export const tagDb = (fx: Fixture) => fx.db as unknown as Kysely<TagWriteTables>;

/** Anyone (or a guest) calling a tag route; answers the whole response. */
export function call<T = null>(fx: Fixture, method: string, path: string, who: Member | null, body?: unknown, lang?: string) {
  return fx.host.api<Envelope<T>>(method, `${API}${path}`, { token: who?.token, body, lang });
}

export const admin = (fx: Fixture): Member => ({ id: '1', token: fx.site.adminToken });

/** Creates a tag through the API and answers its id. */
export async function createTag(fx: Fixture, who: Member, slug: string, display = slug, description = `About ${slug}.`): Promise<string> {
  const response = await call<{ slug_name: string }>(fx, 'POST', '/tag', who, { slug_name: slug, display_name: display, original_text: description });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return tagIdOf(fx, response.body.data.slug_name);
}

export async function tagIdOf(fx: Fixture, slug: string): Promise<string> {
  return (await tagDb(fx).selectFrom('tag').select('id').where('slug_name', '=', slug).executeTakeFirstOrThrow()).id;
}

export async function tagRow(fx: Fixture, slug: string) {
  return tagDb(fx).selectFrom('tag').selectAll().where('slug_name', '=', slug).executeTakeFirstOrThrow();
}

/** A page's view of a tag by slug, as `who` sees it. */
export async function tagPage(fx: Fixture, slug: string, who: Member | null = null) {
  return call<TagInfo>(fx, 'GET', `/tag?name=${encodeURIComponent(slug)}`, who);
}

/** The `activity_type`s of a tag's timeline (newest first), as the admin sees it. */
export async function timelineOf(fx: Fixture, tagId: string): Promise<string[]> {
  const response = await call<{ timeline: { activity_type: string }[] }>(fx, 'GET', `/activity/timeline?object_id=${tagId}`, admin(fx));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.timeline.map((item) => item.activity_type);
}

/** The refusal's reason and the fields it names. */
export function expectRefused(response: { status: number; body: Envelope<unknown> }, status: number, reason: string, fields: string[] = []): void {
  expect({ status: response.status, reason: response.body.reason }, JSON.stringify(response.body)).toEqual({ status, reason });
  const named = Array.isArray(response.body.data) ? (response.body.data as FieldErrors).map((item) => item.error_field) : [];
  expect(named).toEqual(fields);
}

/** Checksums of every table, to prove a refused write changed nothing (timers' columns left out, as the fuzzer does). */
export function snapshots(fx: Fixture): DatabaseSnapshots {
  return new DatabaseSnapshots(fx.db as unknown as Kysely<unknown>, {
    skipTables: new Set(['kv_cache']),
    skipColumns: { question: ['view_count', 'unique_view_count', 'hot_score'] },
  });
}

export async function expectUnchanged(states: DatabaseSnapshots, before: Snapshot): Promise<void> {
  expect(changedTables(before, await states.take())).toEqual([]);
}
