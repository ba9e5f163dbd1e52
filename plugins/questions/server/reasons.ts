/**
 * Answer's reason lists (`GET /reasons`): which reasons apply to flagging, closing, reviewing or
 * setting the status of a question, answer, comment or user, as seeded under their config ids
 * (`seed.ts`). Names, descriptions and placeholders come from the `reason.<x>.*` translations,
 * the seeded English text when a language has none.
 */
import type { ReasonItem } from '../shared/reason';
import { REASON_CONFIG } from './seed';

export type { ReasonItem };

export const REASON_OBJECT_TYPES = ['question', 'answer', 'comment', 'user'] as const;
export const REASON_ACTIONS = ['flag', 'close', 'review', 'status'] as const;
export type ReasonObjectType = (typeof REASON_OBJECT_TYPES)[number];
export type ReasonAction = (typeof REASON_ACTIONS)[number];

interface StoredReason {
  name: string;
  description: string;
  content_type?: string;
}

/** Reads one config row (`ctx.config.get`). */
export type ConfigReader = (key: string) => Promise<unknown>;

const SEEDED = new Map(REASON_CONFIG.map((row) => [row.key, row]));

const isStoredReason = (value: unknown): value is StoredReason =>
  typeof value === 'object' && value !== null && typeof (value as StoredReason).name === 'string';

function parsed(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** Translates a backend key; answers the key itself when there is no translation. */
export type Translate = (key: string) => string;

function translated(t: Translate, key: string, fallback: string): string {
  const text = t(key);
  return text && text !== key ? text : fallback;
}

export function reasonItem(key: string, id: number, stored: StoredReason, t: Translate): ReasonItem {
  return {
    reason_key: key,
    reason_type: id,
    name: translated(t, `${key}.name`, stored.name),
    description: translated(t, `${key}.desc`, stored.description),
    content_type: stored.content_type ?? '',
    placeholder: stored.content_type ? translated(t, `${key}.placeholder`, '') : '',
  };
}

/** The seeded config id of a reason key; 0 when unknown. */
export const reasonIdOf = (key: string): number => SEEDED.get(key)?.id ?? 0;

/** The reasons of `<objectType>.<action>.reasons`, in the list's order, read from the config. */
export async function reasonsFor(config: ConfigReader, objectType: ReasonObjectType, action: ReasonAction, t: Translate): Promise<ReasonItem[]> {
  const list = parsed(await config(`${objectType}.${action}.reasons`));
  if (!Array.isArray(list)) return [];
  const items: ReasonItem[] = [];
  for (const key of list) {
    if (typeof key !== 'string') continue;
    const stored = parsed(await config(key));
    const id = reasonIdOf(key);
    if (isStoredReason(stored) && id > 0) items.push(reasonItem(key, id, stored, t));
  }
  return items;
}

/** The seeded reason with config id `id` (for showing a stored close reason), or null. */
export function seededReason(id: number, t: Translate): ReasonItem | null {
  const row = REASON_CONFIG.find((entry) => entry.id === id);
  if (!row || !isStoredReason(row.value)) return null;
  return reasonItem(row.key, row.id, row.value, t);
}
