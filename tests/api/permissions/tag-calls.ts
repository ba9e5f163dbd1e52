/**
 * The calls of the tags plugin's rows in the permission matrix (part of `CALLS`). Tags are made
 * through the API by the admin: fresh ones for callers expected to succeed, shared ones (made once
 * per walk) for callers expected to be refused.
 */
import type { Envelope } from '../harness';
import { unique, type Seed, type SiteWriter } from './seed';

/** The part of `CallEnv` (calls.ts) these calls read. */
interface TagCallEnv {
  seed: Seed;
  writer: SiteWriter;
  expectOk: boolean;
}

type TagCall = { query?: Record<string, string>; body?: unknown };

const V1 = '/answer/api/v1';

async function adminCall<T>(writer: SiteWriter, method: string, path: string, body?: unknown): Promise<T> {
  const response = await writer.host.api<Envelope<T>>(method, `${V1}${path}`, { token: writer.adminToken, body });
  if (response.status !== 200) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body.data;
}

/** A new tag made by the admin; its id. */
async function newTag(writer: SiteWriter, kind: string): Promise<string> {
  const created = await adminCall<{ slug_name: string }>(writer, 'POST', '/tag', { slug_name: `walk-${kind}-${unique()}`, display_name: `Walk ${kind}`, original_text: 'A tag of the permission walk.' });
  return (await adminCall<{ tag_id: string }>(writer, 'GET', `/tag?name=${encodeURIComponent(created.slug_name)}`)).tag_id;
}

async function deletedTag(writer: SiteWriter): Promise<string> {
  const id = await newTag(writer, 'deleted');
  await adminCall(writer, 'DELETE', '/tag', { tag_id: id });
  return id;
}

/** One of each target per walk, for the callers expected to be refused. */
const shared = new WeakMap<Seed, Map<string, Promise<string>>>();
function sharedTarget(env: TagCallEnv, name: string, make: () => Promise<string>): Promise<string> {
  const targets = shared.get(env.seed) ?? new Map<string, Promise<string>>();
  shared.set(env.seed, targets);
  const made = targets.get(name) ?? make();
  targets.set(name, made);
  return made;
}

const unusedTag = (env: TagCallEnv, name: string): Promise<string> => (env.expectOk ? newTag(env.writer, 'unused') : sharedTarget(env, name, () => newTag(env.writer, 'unused')));
const seedTagId = (env: TagCallEnv): Promise<string> => sharedTarget(env, 'seed tag', async () => (await adminCall<{ tag_id: string }>(env.writer, 'GET', `/tag?name=${encodeURIComponent(env.seed.tag)}`)).tag_id);

export const TAG_CALLS: Record<string, (env: TagCallEnv) => TagCall | Promise<TagCall>> = {
  [`GET ${V1}/tag|normal tag`]: (env) => ({ query: { name: env.seed.tag } }),
  [`GET ${V1}/tag|deleted tag`]: async (env) => ({ query: { id: await sharedTarget(env, 'deleted', () => deletedTag(env.writer)) } }),
  [`GET ${V1}/tags|-`]: (env) => ({ query: { tags: `${env.seed.tag},support` } }),
  [`GET ${V1}/tag/synonyms|normal tag`]: async (env) => ({ query: { tag_id: await seedTagId(env) } }),
  [`POST ${V1}/tag|new tag`]: () => ({ body: { slug_name: `walk-new-${unique()}`, display_name: 'Walk new', original_text: 'A tag the walk creates.' } }),
  [`DELETE ${V1}/tag|unused tag`]: async (env) => ({ body: { tag_id: await unusedTag(env, 'delete') } }),
  [`DELETE ${V1}/tag|used tag`]: async (env) => ({ body: { tag_id: await seedTagId(env) } }),
  [`POST ${V1}/tag/recover|deleted tag`]: async (env) => ({ body: { tag_id: env.expectOk ? await deletedTag(env.writer) : await sharedTarget(env, 'deleted', () => deletedTag(env.writer)) } }),
  [`PUT ${V1}/tag/synonym|main tag`]: async (env) => ({ body: { tag_id: await unusedTag(env, 'synonyms'), synonym_tag_list: [{ slug_name: `walk-synonym-${unique()}` }] } }),
  [`POST ${V1}/tag/merge|unused tags`]: async (env) => ({ body: { source_tag_id: await unusedTag(env, 'merge source'), target_tag_id: await unusedTag(env, 'merge target') } }),
};
