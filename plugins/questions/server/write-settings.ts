/**
 * Admin's write settings, `GET|PUT /answer/admin/api/siteinfo/write` (site_info `write`) in Answer
 * 1.7.1's shape. Asking and editing read them on every request (write-rules.ts), the answers
 * plugin reads `restrict_answer` and the host's uploads read the size and extension limits, so a
 * save applies to the next request. Listed tags must exist and be no synonym, as in Answer; they
 * are stored as `{slug_name, display_name}` so `/siteinfo` can show them.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError, registerSiteSettings, type ServerContext } from '@answer/sdk/server';
import writeSchema from '../schemas/write-settings.json';
import { questionsDb } from './db';
import { TAG_STATUS } from './tables';
import { DEFAULT_MIN_CONTENT, DEFAULT_MIN_TAGS } from './write-rules';

export interface WriteTag {
  slug_name: string;
  display_name: string;
}

export interface WriteSettings {
  min_content: number;
  restrict_answer: boolean;
  min_tags: number;
  required_tag: boolean;
  recommend_tags: WriteTag[];
  reserved_tags: WriteTag[];
  max_image_size: number;
  max_attachment_size: number;
  max_image_megapixel: number;
  authorized_image_extensions: string[];
  authorized_attachment_extensions: string[];
}

/** What a fresh site has (Answer's seed); the plugin's install writes it (seed.ts). */
export const WRITE_DEFAULTS: Readonly<WriteSettings> = Object.freeze({
  min_content: DEFAULT_MIN_CONTENT,
  restrict_answer: true,
  min_tags: DEFAULT_MIN_TAGS,
  required_tag: false,
  recommend_tags: [],
  reserved_tags: [],
  max_image_size: 4,
  max_attachment_size: 8,
  max_image_megapixel: 40,
  authorized_image_extensions: ['jpg', 'jpeg', 'png', 'gif', 'webp'],
  authorized_attachment_extensions: [],
});

type TagField = 'recommend_tags' | 'reserved_tags';

const MAX_SLUG = 35;

const listError = (field: TagField, key: string, tags: string[] = []) =>
  new ApiError(400, 'base.request_format_error', [{ error_field: field, error_msg: key }], { tags: tags.join('", "') });

/** The slugs a list names, lower-cased and once each; a malformed item is an error on the list. */
function slugsOf(field: TagField, items: readonly unknown[]): string[] {
  const slugs: string[] = [];
  for (const item of items) {
    // a saved list of an older row may hold plain slugs; a request's items are objects (the schema)
    const raw = typeof item === 'string' ? item : typeof item === 'object' && item !== null ? (item as { slug_name?: unknown }).slug_name : undefined;
    const slug = typeof raw === 'string' ? raw.trim().toLowerCase().replace(/\s+/g, '-') : '';
    if (!slug || slug.length > MAX_SLUG) throw listError(field, 'admin_write.tags.invalid');
    if (!slugs.includes(slug)) slugs.push(slug);
  }
  return slugs;
}

/** The named tags as stored; an unknown or synonym tag is refused on the list's field. */
async function existingTags(ctx: ServerContext, field: TagField, slugs: readonly string[]): Promise<WriteTag[]> {
  if (slugs.length === 0) return [];
  const rows = await questionsDb(ctx)
    .selectFrom('tag')
    .select(['slug_name', 'display_name', 'main_tag_id'])
    .where((eb) => eb(eb.fn('lower', ['slug_name']), 'in', [...slugs]))
    .where('status', '=', TAG_STATUS.available)
    .execute();
  const bySlug = new Map(rows.map((row) => [row.slug_name.toLowerCase(), row]));
  const missing = slugs.filter((slug) => !bySlug.has(slug));
  if (missing.length > 0) throw listError(field, 'admin_write.tags.not_found', missing);
  const synonyms = slugs.filter((slug) => String(bySlug.get(slug)?.main_tag_id ?? '0') !== '0');
  if (synonyms.length > 0) throw listError(field, 'admin_write.tags.synonym', synonyms);
  return slugs.map((slug) => {
    const row = bySlug.get(slug);
    return { slug_name: row?.slug_name ?? slug, display_name: row?.display_name ?? slug };
  });
}

const unique = (values: readonly string[]): string[] => [...new Set(values)];

async function prepare(next: WriteSettings, _saved: WriteSettings, ctx: ServerContext): Promise<WriteSettings> {
  const recommended = slugsOf('recommend_tags', next.recommend_tags);
  const reserved = slugsOf('reserved_tags', next.reserved_tags);
  // Answer's page refuses a tag in both lists: reserved tags are not offered to everyone
  const both = recommended.filter((slug) => reserved.includes(slug));
  if (both.length > 0) throw listError('recommend_tags', 'admin_write.recommend_tags.contain_reserved', both);
  return {
    ...next,
    recommend_tags: await existingTags(ctx, 'recommend_tags', recommended),
    reserved_tags: await existingTags(ctx, 'reserved_tags', reserved),
    authorized_image_extensions: unique(next.authorized_image_extensions),
    authorized_attachment_extensions: unique(next.authorized_attachment_extensions),
  };
}

/** Older rows may hold plain slugs; the response always carries Answer's tag objects. */
function asTags(value: unknown): WriteTag[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): WriteTag[] => {
    if (typeof item === 'string') return item.trim() ? [{ slug_name: item.trim(), display_name: item.trim() }] : [];
    if (typeof item !== 'object' || item === null) return [];
    const { slug_name: slug, display_name: name } = item as { slug_name?: unknown; display_name?: unknown };
    return typeof slug === 'string' && slug ? [{ slug_name: slug, display_name: typeof name === 'string' && name ? name : slug }] : [];
  });
}

const present = (saved: WriteSettings): WriteSettings => ({ ...saved, recommend_tags: asTags(saved.recommend_tags), reserved_tags: asTags(saved.reserved_tags) });

export function registerWriteSettings(app: FastifyInstance, ctx: ServerContext): void {
  registerSiteSettings<WriteSettings>(app, ctx, { path: '/siteinfo/write', type: 'write', schema: writeSchema, defaults: WRITE_DEFAULTS, prepare, present });
}
