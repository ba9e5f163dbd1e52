/**
 * Editing a tag's synonym list before it is saved whole (`PUT /tag/synonym`): adding a typed
 * name or a found tag, removing one, and what the save sends. The limits and the allowed
 * characters are read from the schema the server validates the list with.
 */
import type { TagItem } from './api';

export type AddProblem = 'empty' | 'too_long' | 'character' | 'self' | 'duplicate' | 'too_many';
export type AddResult = { ok: true; list: TagItem[] } | { ok: false; problem: AddProblem };

/** What a synonym must satisfy, and the schema's message keys for the rules it states. */
export interface SynonymRules {
  maxItems: number;
  maxSlug: number;
  maxName: number;
  slugPattern: RegExp | null;
  /** Keys of the schema's `x-messages` for `too_long`, `character` and `too_many`, when it names them. */
  messages: Partial<Record<AddProblem, string>>;
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const at = (value: unknown, path: string[]): unknown => path.reduce<unknown>((node, key) => (isNode(node) ? node[key] : undefined), value);
const numberAt = (value: unknown, path: string[]) => {
  const found = at(value, path);
  return typeof found === 'number' ? found : Number.POSITIVE_INFINITY;
};
const stringAt = (value: unknown, path: string[]) => {
  const found = at(value, path);
  return typeof found === 'string' ? found : undefined;
};

/** The rules of `synonym_tag_list` in the body schema of `PUT /tag/synonym`. */
export function synonymRules(schema: unknown): SynonymRules {
  const list = ['properties', 'synonym_tag_list'];
  const slug = [...list, 'items', 'properties', 'slug_name'];
  const pattern = stringAt(schema, [...slug, 'pattern']);
  const messages: Partial<Record<AddProblem, string>> = {};
  const tooLong = stringAt(schema, [...slug, 'x-messages', 'maxLength']);
  const character = stringAt(schema, [...slug, 'x-messages', 'pattern']);
  const tooMany = stringAt(schema, [...list, 'x-messages', 'maxItems']);
  if (tooLong) messages.too_long = tooLong;
  if (character) messages.character = character;
  if (tooMany) messages.too_many = tooMany;
  return {
    maxItems: numberAt(schema, [...list, 'maxItems']),
    maxSlug: numberAt(schema, [...slug, 'maxLength']),
    maxName: numberAt(schema, [...list, 'items', 'properties', 'display_name', 'maxLength']),
    // the schemas' patterns are Unicode ones (ajv compiles them with the `u` flag)
    slugPattern: pattern ? new RegExp(pattern, 'u') : null,
    messages,
  };
}

const sameSlug = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const length = (text: string) => Array.from(text).length;

/** A slug as Answer stores one from a typed name: trimmed, lower case, runs of blanks as one dash. */
export function slugOf(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, '-');
}

/** The synonym a typed name stands for, its slug made from the name; null when nothing was typed. */
export function typedSynonym(text: string): TagItem | null {
  const name = text.trim().replace(/\s+/g, ' ');
  return name ? { slug_name: slugOf(name), display_name: name } : null;
}

/** `list` with `item` at the end, or why it cannot be added. */
export function addSynonym(list: readonly TagItem[], item: TagItem | null, mainSlug: string, rules: SynonymRules): AddResult {
  if (!item || item.slug_name.trim() === '') return { ok: false, problem: 'empty' };
  if (rules.slugPattern && !rules.slugPattern.test(item.slug_name)) return { ok: false, problem: 'character' };
  const slug = slugOf(item.slug_name);
  if (length(slug) > rules.maxSlug || length(item.display_name) > rules.maxName) return { ok: false, problem: 'too_long' };
  if (sameSlug(slug, mainSlug)) return { ok: false, problem: 'self' };
  if (list.some((tag) => sameSlug(tag.slug_name, slug))) return { ok: false, problem: 'duplicate' };
  if (list.length >= rules.maxItems) return { ok: false, problem: 'too_many' };
  return { ok: true, list: [...list, { slug_name: slug, display_name: item.display_name || slug }] };
}

export function removeSynonym(list: readonly TagItem[], slug: string): TagItem[] {
  return list.filter((tag) => !sameSlug(tag.slug_name, slug));
}

/** The body's `synonym_tag_list`: slugs and names only. */
export function synonymBody(list: readonly TagItem[]): TagItem[] {
  return list.map((tag) => ({ slug_name: tag.slug_name, display_name: tag.display_name }));
}

/** Whether two lists name the same synonyms, in any order (nothing to save). */
export function sameSynonyms(a: readonly TagItem[], b: readonly TagItem[]): boolean {
  if (a.length !== b.length) return false;
  const slugs = new Set(a.map((tag) => tag.slug_name.toLowerCase()));
  return b.every((tag) => slugs.has(tag.slug_name.toLowerCase()));
}
