/** The form's values as the API takes them, and whether two sets say the same thing. */
import type { TagFields } from '../api';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function tagFields(data: { display_name?: unknown; slug_name?: unknown; original_text?: unknown }): TagFields {
  return { display_name: text(data.display_name), slug_name: text(data.slug_name), original_text: text(data.original_text) };
}

export function sameTagFields(a: TagFields, b: TagFields): boolean {
  return a.display_name === b.display_name && a.slug_name === b.slug_name && a.original_text === b.original_text;
}
