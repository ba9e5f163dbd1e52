/**
 * The write settings page's form: the server's schema (write-settings.json) with the tag lists
 * as plain slugs, which is how an admin types them; Answer's `{slug_name}` items go over the wire.
 */
import writeSchema from '../../schemas/write-settings.json';

export const TAG_FIELDS = ['recommend_tags', 'reserved_tags'] as const;

export interface WriteForm extends Record<string, unknown> {
  recommend_tags: string[];
  reserved_tags: string[];
}

/** One slug a line: the server checks that the tag exists and answers on the list's field. */
const SLUG_ITEM = { type: 'string', maxLength: 35, 'x-messages': { type: 'admin_write.tags.invalid', maxLength: 'admin_write.tags.invalid' } };

export function writeFormSchema(): object {
  const properties: Record<string, unknown> = { ...writeSchema.properties };
  for (const field of TAG_FIELDS) properties[field] = { ...writeSchema.properties[field], items: SLUG_ITEM };
  return { ...writeSchema, properties };
}

const slugsOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap((item) => {
        const slug = typeof item === 'string' ? item : typeof item === 'object' && item !== null ? (item as { slug_name?: unknown }).slug_name : undefined;
        return typeof slug === 'string' && slug ? [slug] : [];
      })
    : [];

export function toWriteForm(loaded: Record<string, unknown>): WriteForm {
  return { ...loaded, recommend_tags: slugsOf(loaded.recommend_tags), reserved_tags: slugsOf(loaded.reserved_tags) };
}

export function toWriteBody(form: WriteForm): object {
  const tags = (value: unknown) => slugsOf(value).map((slug) => slug.trim()).filter(Boolean).map((slug) => ({ slug_name: slug }));
  return { ...form, recommend_tags: tags(form.recommend_tags), reserved_tags: tags(form.reserved_tags) };
}
