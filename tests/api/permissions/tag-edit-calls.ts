/**
 * The calls of the tag edit rows in the permission matrix (part of `CALLS`): editing a tag, its
 * history, reviewing and rolling back its edits, its timeline. Tags are made through the API by
 * the admin: fresh ones for callers expected to succeed, shared ones (made once per walk) for
 * callers expected to be refused.
 */
import type { Kysely } from 'kysely';
import type { Envelope } from '../harness';
import { unique, type Account, type Seed, type SiteWriter } from './seed';

/** The part of `CallEnv` (calls.ts) these calls read. */
interface TagEditCallEnv {
  seed: Seed;
  writer: SiteWriter;
  expectOk: boolean;
}

type TagEditCall = { query?: Record<string, string>; body?: unknown };

const V1 = '/answer/api/v1';

const tagsOf = (writer: SiteWriter) => writer.db as unknown as Kysely<{ tag: { id: string; slug_name: string }; revision: { id: number | string; object_id: string; status: number } }>;

async function call(writer: SiteWriter, token: string, method: string, path: string, body: unknown): Promise<void> {
  const response = await writer.host.api<Envelope<unknown>>(method, `${V1}${path}`, { token, body });
  if (response.status !== 200) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(response.body)}`);
}

interface WalkTag {
  id: string;
  slug: string;
}

/** A new tag made by the admin. */
async function newTag(writer: SiteWriter, kind: string): Promise<WalkTag> {
  const slug = `walk-edit-${kind}-${unique()}`;
  await call(writer, writer.adminToken, 'POST', '/tag', { slug_name: slug, display_name: `Walk ${kind}`, original_text: 'A tag the walk edits.' });
  const row = await tagsOf(writer).selectFrom('tag').select('id').where('slug_name', '=', slug).executeTakeFirstOrThrow();
  return { id: row.id, slug };
}

const editBody = (tag: WalkTag, patch: Record<string, unknown> = {}) => ({ tag_id: tag.id, slug_name: tag.slug, display_name: 'Walk edited', original_text: `Edited by the walk ${unique()}`, edit_summary: 'walk', ...patch });

/** One of each target per walk, for the callers expected to be refused. */
const shared = new WeakMap<Seed, Map<string, Promise<WalkTag | string>>>();
function once<T extends WalkTag | string>(env: TagEditCallEnv, name: string, make: () => Promise<T>): Promise<T> {
  const targets = shared.get(env.seed) ?? new Map<string, Promise<WalkTag | string>>();
  shared.set(env.seed, targets);
  const made = (targets.get(name) as Promise<T> | undefined) ?? make();
  targets.set(name, made);
  return made;
}

const target = (env: TagEditCallEnv, name: string): Promise<WalkTag> => (env.expectOk ? newTag(env.writer, name) : once(env, name, () => newTag(env.writer, name)));

/** A suggested edit of a fresh tag by `user` (800 reputation: above rank.tag.edit, below review); its revision's id. */
async function suggestion(env: TagEditCallEnv): Promise<string> {
  const tag = await newTag(env.writer, 'suggested');
  const user: Account = env.seed.accounts.user;
  await call(env.writer, user.token, 'PUT', '/tag', editBody(tag));
  const row = await tagsOf(env.writer).selectFrom('revision').select('id').where('object_id', '=', tag.id).where('status', '=', 1).executeTakeFirstOrThrow();
  return String(row.id);
}

/** The first revision of a fresh tag the admin edited once. */
async function editedTagFirstRevision(env: TagEditCallEnv): Promise<string> {
  const tag = await newTag(env.writer, 'rolled');
  await call(env.writer, env.writer.adminToken, 'PUT', '/tag', editBody(tag));
  const rows = await tagsOf(env.writer).selectFrom('revision').select('id').where('object_id', '=', tag.id).orderBy('id').execute();
  return String(rows[0].id);
}

async function deletedTag(env: TagEditCallEnv): Promise<WalkTag> {
  const tag = await newTag(env.writer, 'deleted');
  await call(env.writer, env.writer.adminToken, 'DELETE', '/tag', { tag_id: tag.id });
  return tag;
}

async function seedTagId(env: TagEditCallEnv): Promise<string> {
  return once(env, 'seed tag', async () => (await tagsOf(env.writer).selectFrom('tag').select('id').where('slug_name', '=', env.seed.tag).executeTakeFirstOrThrow()).id);
}

export const TAG_EDIT_CALLS: Record<string, (env: TagEditCallEnv) => TagEditCall | Promise<TagEditCall>> = {
  [`PUT ${V1}/tag|normal tag`]: async (env) => ({ body: editBody(await target(env, 'normal')) }),
  [`PUT ${V1}/tag|slug change`]: async (env) => {
    const tag = await target(env, 'renamed');
    return { body: editBody(tag, { slug_name: `${tag.slug}-new` }) };
  },
  [`PUT ${V1}/tag|deleted tag`]: async (env) => ({ body: editBody(await once(env, 'deleted', () => deletedTag(env))) }),
  [`GET ${V1}/revisions|tag`]: async (env) => ({ query: { object_id: await seedTagId(env) } }),
  [`PUT ${V1}/revisions/audit|suggested tag edit`]: async (env) => ({ body: { id: await (env.expectOk ? suggestion(env) : once(env, 'suggestion', () => suggestion(env))), operation: 'approve' } }),
  [`PUT ${V1}/revisions/rollback|edited tag`]: async (env) => ({ body: { revision_id: await (env.expectOk ? editedTagFirstRevision(env) : once(env, 'rolled', () => editedTagFirstRevision(env))) } }),
  [`GET ${V1}/activity/timeline|tag`]: (env) => ({ query: { tag_slug_name: env.seed.tag, object_type: 'tag' } }),
};
