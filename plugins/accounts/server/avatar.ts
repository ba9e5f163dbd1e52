/**
 * Avatars as Answer stores them: `user.avatar` holds the JSON `{type, gravatar, custom}`, where
 * `type` is `default` (the system avatar), `gravatar`, `custom` (an upload) or empty (never chosen,
 * so the site's default applies). Other plugins read `gravatar`/`custom` from that JSON directly,
 * so the stored Gravatar URL is kept current when it is written.
 */
import { createHash } from 'node:crypto';
import type { UsersSettings } from './settings';

export interface AvatarInfo {
  type: string;
  gravatar: string;
  custom: string;
}

/** The two site rules an avatar depends on (site_info `users`). */
export type AvatarRules = Pick<UsersSettings, 'default_avatar' | 'gravatar_base_url'>;

export const AVATAR_TYPE = { none: '', system: 'default', gravatar: 'gravatar', custom: 'custom' } as const;

const FALLBACK_GRAVATAR_BASE = 'https://www.gravatar.com/avatar/';

const EMPTY: AvatarInfo = { type: AVATAR_TYPE.none, gravatar: '', custom: '' };

/** The stored JSON, or "never chosen" for anything that is not. */
export function parseAvatar(stored: string): AvatarInfo {
  // most members never chose one (''): a thrown parse error per author would cost more than the list
  if (!stored.startsWith('{')) return { ...EMPTY };
  try {
    const value = JSON.parse(stored) as Partial<AvatarInfo> | null;
    if (value && typeof value === 'object') {
      return { type: String(value.type ?? ''), gravatar: String(value.gravatar ?? ''), custom: String(value.custom ?? '') };
    }
  } catch {
    // not JSON: no avatar chosen yet
  }
  return { ...EMPTY };
}

/** Answer's UI sends `default` for the system avatar; `system` (the site setting's word) means the same. */
export function normalizeAvatarType(type: string | undefined): string {
  return type === 'system' ? AVATAR_TYPE.system : (type ?? AVATAR_TYPE.none);
}

/** `<base>/<md5 of the trimmed lower-case email>`, as Gravatar addresses images. */
export function gravatarUrl(baseUrl: string, email: string): string {
  const base = baseUrl.trim() || FALLBACK_GRAVATAR_BASE;
  const hash = createHash('md5').update(email.trim().toLowerCase(), 'utf8').digest('hex');
  return `${base.endsWith('/') ? base : `${base}/`}${hash}`;
}

/**
 * The avatar to show: the Gravatar URL is rebuilt from the current base URL and email (so the
 * settings page can preview it whatever is chosen), and a user who never chose gets Gravatar when
 * the site's default is Gravatar (as Answer's FormatAvatar does).
 */
export function resolveAvatar(stored: string, email: string, rules?: AvatarRules): AvatarInfo {
  const info = parseAvatar(stored);
  if (!rules) return info;
  const gravatar = gravatarUrl(rules.gravatar_base_url, email);
  if (info.type === AVATAR_TYPE.none && rules.default_avatar === 'gravatar') return { ...info, type: AVATAR_TYPE.gravatar, gravatar };
  return { ...info, gravatar };
}

/** The single URL lists and the login response carry ('' shows the system avatar). */
export function avatarUrlOf(info: AvatarInfo): string {
  if (info.type === AVATAR_TYPE.custom) return info.custom;
  if (info.type === AVATAR_TYPE.gravatar) return info.gravatar;
  return '';
}
