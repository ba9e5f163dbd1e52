/**
 * Reasons as the site's config stores them: `<object>.<action>.reasons` lists reason keys, each key
 * a row with name, description and content type, under Answer's config id (57-62 flag, 72-75
 * review, ...), which clients send back. Read by key from the host's `config` table, so the ids
 * are the stored ones; Answer's client hard-codes 60 (a duplicate: the content must be a link to
 * this site). Names come from the `reason.<x>.*` translations, the stored English when a language
 * has none: the same items `GET /reasons` (questions plugin) answers.
 */
import type { ServerContext } from '@answer/sdk/server';
import { flagsDb } from './tables';

export const DUPLICATE_REASON = 60;

export const REASON_OBJECT_TYPES = ['question', 'answer', 'comment', 'user'] as const;
export const REASON_ACTIONS = ['status', 'close', 'flag', 'review'] as const;
export type ReasonObjectType = (typeof REASON_OBJECT_TYPES)[number];
export type ReasonAction = (typeof REASON_ACTIONS)[number];

/** Answer's `ReasonItem`. */
export interface FlagReason {
  reason_key: string;
  reason_type: number;
  name: string;
  description: string;
  content_type: string;
  placeholder: string;
}

const parsed = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

const stringOf = (value: unknown): string => (typeof value === 'string' ? value : '');

const translated = (ctx: ServerContext, lang: string, key: string, fallback: string): string => {
  const text = ctx.t(lang, key);
  return text && text !== key ? text : fallback;
};

function itemOf(ctx: ServerContext, lang: string, row: { id: number | string; key: string; value: string }): FlagReason | null {
  const stored = parsed(row.value);
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  const fields = stored as Record<string, unknown>;
  if (typeof fields.name !== 'string') return null;
  const contentType = stringOf(fields.content_type);
  return {
    reason_key: row.key,
    reason_type: Number(row.id),
    name: translated(ctx, lang, `${row.key}.name`, fields.name),
    description: translated(ctx, lang, `${row.key}.desc`, stringOf(fields.description)),
    content_type: contentType,
    placeholder: contentType ? translated(ctx, lang, `${row.key}.placeholder`, '') : '',
  };
}

/** The reason keys `<objectType>.<action>.reasons` lists (an admin may shorten the lists). */
async function listedKeys(ctx: ServerContext, objectType: ReasonObjectType, action: ReasonAction): Promise<string[]> {
  const list = parsed(await ctx.config.get(`${objectType}.${action}.reasons`));
  return Array.isArray(list) ? list.filter((key): key is string => typeof key === 'string' && key.startsWith('reason.')) : [];
}

/** The reasons of `<objectType>.<action>.reasons` in `lang`, in the list's order. */
export async function reasonList(ctx: ServerContext, objectType: ReasonObjectType, action: ReasonAction, lang: string): Promise<FlagReason[]> {
  const keys = await listedKeys(ctx, objectType, action);
  if (keys.length === 0) return [];
  const rows = await flagsDb(ctx).selectFrom('config').select(['id', 'key', 'value']).where('key', 'in', keys).execute();
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return keys.flatMap((key) => {
    const row = byKey.get(key);
    const item = row ? itemOf(ctx, lang, row) : null;
    return item ? [item] : [];
  });
}

/** The reason stored under config id `id` in `lang`, or null when that id is no reason. */
export async function flagReason(ctx: ServerContext, id: number, lang: string): Promise<FlagReason | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const row = await flagsDb(ctx).selectFrom('config').select(['id', 'key', 'value']).where('id', '=', id).executeTakeFirst();
  return row && row.key.startsWith('reason.') ? itemOf(ctx, lang, row) : null;
}

/** Reason `id` in `lang` when it is on the `<objectType>.<action>.reasons` list, else null. */
export async function listedReason(ctx: ServerContext, objectType: ReasonObjectType, action: ReasonAction, id: number, lang: string): Promise<FlagReason | null> {
  const reason = await flagReason(ctx, id, lang);
  return reason && (await listedKeys(ctx, objectType, action)).includes(reason.reason_key) ? reason : null;
}
