/** What the question API tests share: members with chosen reputation and roles, asking, reading rows. */
import { expect } from 'vitest';
import { login, type Envelope } from './harness';
import { writeSiteInfo, type InstalledSiteFixture } from './test-database';
import { PRINCIPAL_MAX_AGE_MS } from '../../host/src/http/principal-cache';
import type { QuestionInfo } from '../../plugins/questions/server/question-info';

// the wire shapes are the server's own response types
export type { QuestionInfo };
export type { TagResp } from '../../plugins/questions/server/tag-read';

export const API = '/answer/api/v1';

export type FieldErrors = { error_field: string; error_msg: string }[];

export interface Tables {
  question: {
    id: string;
    user_id: string;
    title: string;
    original_text: string;
    parsed_text: string;
    status: number;
    answer_count: number;
    view_count: number;
    unique_view_count: number;
    revision_id: string;
    last_edit_user_id: string;
    created_at: number | string;
  };
  tag: {
    id: string;
    created_at: number;
    updated_at: number;
    slug_name: string;
    display_name: string;
    original_text: string;
    parsed_text: string;
    main_tag_id: string;
    main_tag_slug_name: string;
    question_count: number;
    status: number;
    recommend: number;
    reserved: number;
    user_id: string;
  };
  tag_rel: { object_id: string; tag_id: string; status: number };
  revision: { id: number | string; object_id: string; object_type: number; user_id: string; title: string; content: string; log: string; status: number; created_at: number | string };
  user: { id: number | string; e_mail: string; rank: number; question_count: number; answer_count: number };
  user_role_rel: { user_id: number | string; role_id: number };
  site_info: { type: string; content: string };
  kv_cache: { cache_key: string; value: string };
}

export type Fixture = InstalledSiteFixture<Tables>;

export interface Member {
  id: string;
  token: string;
}

let lastMember = 0;

/** A new verified member (created by the admin), with `rank` reputation and optionally a staff role. */
export async function addMember(fx: Fixture, rank = 1, roleId?: 2 | 3): Promise<Member> {
  lastMember += 1;
  const email = `member${lastMember}-${Date.now().toString(36)}@example.com`;
  const password = 'member-pass-1';
  const added = await fx.host.api('POST', '/answer/admin/api/user', { token: fx.site.adminToken, body: { display_name: `Member ${lastMember}`, email, password } });
  expect(added.status).toBe(200);
  const row = await fx.db.selectFrom('user').select('id').where('e_mail', '=', email).executeTakeFirstOrThrow();
  const id = String(row.id);
  await fx.db.updateTable('user').set({ rank }).where('id', '=', id).execute();
  if (roleId) {
    const changed = await fx.host.api('PUT', '/answer/admin/api/user/role', { token: fx.site.adminToken, body: { user_id: id, role_id: roleId } });
    expect(changed.status).toBe(200);
  }
  return { id, token: await login(fx.host, email, password) };
}

/** Sets a member's reputation behind the host's back and waits until their kept session is read again. */
export async function setRank(fx: Fixture, member: Member, rank: number): Promise<void> {
  await fx.db.updateTable('user').set({ rank }).where('id', '=', member.id).execute();
  await new Promise((resolve) => setTimeout(resolve, PRINCIPAL_MAX_AGE_MS + 50));
}

/** Sets some of the admin's write settings (site_info `write`). */
export async function setWrite(fx: Fixture, values: Record<string, unknown>): Promise<void> {
  const content = JSON.stringify(values);
  await writeSiteInfo(fx.db, 'write', content);
}

const NOW = () => Math.floor(Date.now() / 1000);

/**
 * Puts a tag straight into the table (tags have no API of their own yet). A fresh site already has
 * the installer's starter tag (`support`): asking for that slug updates and answers it instead.
 */
export async function insertTag(fx: Fixture, id: number, slug: string, patch: Partial<Tables['tag']> = {}): Promise<string> {
  const existing = await fx.db.selectFrom('tag').select('id').where('slug_name', '=', slug).executeTakeFirst();
  if (existing) {
    if (Object.keys(patch).length > 0) await fx.db.updateTable('tag').set(patch).where('id', '=', existing.id).execute();
    return existing.id;
  }
  const tagId = `1003${String(id).padStart(13, '0')}`;
  await fx.db
    .insertInto('tag')
    .values({ id: tagId, created_at: NOW(), updated_at: NOW(), slug_name: slug, display_name: slug, original_text: '', parsed_text: '', main_tag_id: '0', main_tag_slug_name: '', question_count: 0, status: 1, recommend: 0, reserved: 0, user_id: '1', ...patch })
    .execute();
  return tagId;
}

export const tagItems = (...slugs: string[]) => slugs.map((slug) => ({ slug_name: slug, display_name: slug }));

export function askBody(title: string, tags: string[] = ['support'], content = 'How do I do this? I tried everything.') {
  return { title, content, tags: tagItems(...tags) };
}

export async function ask(fx: Fixture, member: Member, body: unknown) {
  return fx.host.api<Envelope<QuestionInfo & FieldErrors>>('POST', `${API}/question`, { token: member.token, body });
}

/** Asks and expects success; answers the question info. */
export async function asked(fx: Fixture, member: Member, title: string, tags: string[] = ['support'], content?: string): Promise<QuestionInfo> {
  const response = await ask(fx, member, askBody(title, tags, content));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

export async function info(fx: Fixture, id: string, token?: string, headers?: Record<string, string>) {
  return fx.host.api<Envelope<QuestionInfo>>('GET', `${API}/question/info?id=${encodeURIComponent(id)}`, { token, headers });
}

export const questionCount = async (fx: Fixture, title?: string): Promise<number> => {
  let query = fx.db.selectFrom('question').select((eb) => eb.fn.countAll<number | string>().as('count'));
  if (title !== undefined) query = query.where('title', '=', title);
  return Number((await query.executeTakeFirstOrThrow()).count);
};

export async function tagCount(fx: Fixture, slug: string): Promise<number | null> {
  const row = await fx.db.selectFrom('tag').select('question_count').where('slug_name', '=', slug).executeTakeFirst();
  return row ? Number(row.question_count) : null;
}

export const fieldsOf = (body: Envelope<unknown>): string[] => (Array.isArray(body.data) ? (body.data as FieldErrors).map((item) => item.error_field) : []);
