/**
 * How the contract test reaches tag edits: `PUT /tag` by the admin on a tag made for it, and a tag
 * the admin made and edited once, whose history, timeline and revision comparison the read calls
 * of calls.ts take in beside the posts'.
 */
import type { Envelope } from '../harness';
import { API, type Fixture } from '../questions-support';
import type { Community, Person } from './community';

type TagEditCall = { as?: Person; query?: Record<string, string>; body?: unknown };

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

async function adminCall(c: Community, fx: Fixture, method: string, path: string, body: unknown): Promise<void> {
  const response = await fx.host.api<Envelope<unknown>>(method, `${API}${path}`, { token: c.admin.token, body });
  if (response.status !== 200) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(response.body)}`);
}

interface ContractTag {
  id: string;
  slug: string;
}

async function newTag(c: Community, fx: Fixture): Promise<ContractTag> {
  const slug = `contract-edit-${unique()}`;
  await adminCall(c, fx, 'POST', '/tag', { slug_name: slug, display_name: 'Contract edit', original_text: 'A tag the contract test edits.' });
  const row = await fx.db.selectFrom('tag').select('id').where('slug_name', '=', slug).executeTakeFirstOrThrow();
  return { id: row.id, slug };
}

const editBody = (tag: ContractTag) => ({ tag_id: tag.id, slug_name: tag.slug, display_name: 'Contract edited', original_text: `Edited with **Markdown** ${unique()}`, edit_summary: 'shapes' });

/** The community's edited tag (made once): its id and its two revisions, oldest first. */
const edited = new WeakMap<Community, Promise<{ id: string; revisions: string[] }>>();
function editedTag(c: Community, fx: Fixture): Promise<{ id: string; revisions: string[] }> {
  const made =
    edited.get(c) ??
    (async () => {
      const tag = await newTag(c, fx);
      await adminCall(c, fx, 'PUT', '/tag', editBody(tag));
      const rows = await fx.db.selectFrom('revision').select('id').where('object_id', '=', tag.id).orderBy('id').execute();
      return { id: tag.id, revisions: rows.map((row) => String(row.id)) };
    })();
  edited.set(c, made);
  return made;
}

export const TAG_EDIT_CONTRACT_CALLS: Record<string, (c: Community, fx: Fixture) => Promise<TagEditCall | TagEditCall[]>> = {
  [`PUT ${API}/tag`]: async (c, fx) => ({ as: c.admin, body: editBody(await newTag(c, fx)) }),
};

/** `GET /revisions` of the edited tag. */
export const tagRevisionCalls = async (c: Community, fx: Fixture): Promise<TagEditCall[]> => [{ query: { object_id: (await editedTag(c, fx)).id } }];

/** `GET /activity/timeline` of the edited tag. */
export const tagTimelineCalls = async (c: Community, fx: Fixture): Promise<TagEditCall[]> => [{ as: c.alice, query: { object_id: (await editedTag(c, fx)).id, object_type: 'tag' } }];

/** `GET /activity/timeline/detail` of the edited tag's edit. */
export async function tagDetailCalls(c: Community, fx: Fixture): Promise<TagEditCall[]> {
  const [first, second] = (await editedTag(c, fx)).revisions;
  return [{ as: c.alice, query: { new_revision_id: second, old_revision_id: first } }];
}
