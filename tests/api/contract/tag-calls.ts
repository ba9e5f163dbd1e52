/**
 * How the contract test calls the tags plugin's routes (part of `CONTRACT_CALLS`): reads of the
 * community's tag as a guest and as the admin, and writes by the admin on tags made for them.
 */
import type { Envelope } from '../harness';
import { API, type Fixture } from '../questions-support';
import type { Community, Person } from './community';

type TagCall = { as?: Person; query?: Record<string, string>; body?: unknown };

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

async function adminCall<T>(c: Community, fx: Fixture, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fx.host.api<Envelope<T>>(method, `${API}${path}`, { token: c.admin.token, body });
  if (response.status !== 200) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body.data;
}

const tagId = async (c: Community, fx: Fixture, slug: string) => (await adminCall<{ tag_id: string }>(c, fx, 'GET', `/tag?name=${encodeURIComponent(slug)}`)).tag_id;

/** A tag of the admin's, for a write to act on; its id. */
async function newTag(c: Community, fx: Fixture): Promise<string> {
  const created = await adminCall<{ slug_name: string }>(c, fx, 'POST', '/tag', { slug_name: `contract-${unique()}`, display_name: 'Contract tag', original_text: 'A tag a **write** acts on.' });
  return tagId(c, fx, created.slug_name);
}

export const TAG_CONTRACT_CALLS: Record<string, (c: Community, fx: Fixture) => TagCall | TagCall[] | Promise<TagCall | TagCall[]>> = {
  [`GET ${API}/tag`]: (c) => [{ query: { name: c.tag } }, { as: c.admin, query: { name: c.tag } }],
  [`GET ${API}/tags`]: (c) => ({ query: { tags: `${c.tag},support` } }),
  [`GET ${API}/tag/synonyms`]: async (c, fx) => [{ query: { tag_id: await tagId(c, fx, c.tag) } }, { as: c.admin, query: { tag_id: await tagId(c, fx, c.tag) } }],
  [`POST ${API}/tag`]: (c) => ({ as: c.admin, body: { slug_name: `contract-new-${unique()}`, display_name: 'New contract tag', original_text: 'Created to see the answer.' } }),
  [`DELETE ${API}/tag`]: async (c, fx) => ({ as: c.admin, body: { tag_id: await newTag(c, fx) } }),
  [`POST ${API}/tag/recover`]: async (c, fx) => {
    const id = await newTag(c, fx);
    await adminCall(c, fx, 'DELETE', '/tag', { tag_id: id });
    return { as: c.admin, body: { tag_id: id } };
  },
  [`PUT ${API}/tag/synonym`]: async (c, fx) => ({ as: c.admin, body: { tag_id: await newTag(c, fx), synonym_tag_list: [{ slug_name: `contract-synonym-${unique()}` }] } }),
  [`POST ${API}/tag/merge`]: async (c, fx) => ({ as: c.admin, body: { source_tag_id: await newTag(c, fx), target_tag_id: await newTag(c, fx) } }),
};
