/**
 * The rules of `PUT /user/info` beyond the form schema: fields the admin locked keep their value,
 * usernames are unique and not reserved, a custom avatar is an upload of this site, and the
 * Gravatar URL is built here from the account's email rather than taken from the client.
 */
import { fieldErrors, unauthorized, type FieldErrorItem, type ServerContext } from '@answer/sdk/server';
import { AVATAR_TYPE, gravatarUrl, normalizeAvatarType, parseAvatar, resolveAvatar, type AvatarInfo } from './avatar';
import { accountsDb, accountsTrx, nowSeconds } from './db';
import type { UserRow } from './responses';
import { usersSettings, type UsersSettings } from './settings';
import { isReservedUsername } from './username';

export interface ProfileInput {
  display_name: string;
  username: string;
  avatar?: Partial<AvatarInfo>;
  bio?: string;
  website?: string;
  location?: string;
}

/** Text fields the admin can lock, each with its `allow_update_*` switch. */
const LOCKABLE_TEXT = ['display_name', 'username', 'bio', 'website', 'location'] as const;
type LockableText = (typeof LOCKABLE_TEXT)[number];

/** An avatar upload of this site: `<site_url>/uploads/<yyyy>/<mm>/<name>.<image extension>`. */
const UPLOAD_PATH = /^\/uploads\/\d{4}\/\d{2}\/[A-Za-z0-9_-]+\.(jpg|jpeg|png|webp)$/;

const FIELD_LOCKED = 'error.user.field_locked';

/** Strings as the user meant them: surrounding spaces are not part of a name or an address. */
export function trimProfile(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const trimmed: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const key of ['display_name', 'username', 'website', 'location']) {
    if (typeof trimmed[key] === 'string') trimmed[key] = (trimmed[key] as string).trim();
  }
  return trimmed;
}

function isSiteUpload(url: string, siteUrl: string): boolean {
  return url.startsWith(`${siteUrl}/`) && UPLOAD_PATH.test(url.slice(siteUrl.length));
}

/** The avatar to store for what the client chose; the stored Gravatar URL always comes from the email. */
function chosenAvatar(input: Partial<AvatarInfo>, email: string, rules: UsersSettings, siteUrl: string): AvatarInfo | null {
  const type = normalizeAvatarType(input.type);
  const custom = input.custom ?? '';
  if (type === AVATAR_TYPE.custom && !isSiteUpload(custom, siteUrl)) return null;
  return {
    type,
    gravatar: gravatarUrl(rules.gravatar_base_url, email),
    // kept when another type is chosen, so switching back needs no new upload
    custom: isSiteUpload(custom, siteUrl) ? custom : '',
  };
}

/** Same choice as far as the user can see ('' is shown as the system avatar unless the site defaults to Gravatar). */
function sameAvatar(before: AvatarInfo, after: AvatarInfo): boolean {
  const kind = (info: AvatarInfo) => info.type || AVATAR_TYPE.system;
  return kind(before) === kind(after) && (kind(after) !== AVATAR_TYPE.custom || before.custom === after.custom);
}

/** Unique indexes refuse a username taken between our check and the write. */
export function isUniqueViolation(error: unknown): boolean {
  const text = `${(error as { code?: unknown })?.code ?? ''} ${error instanceof Error ? error.message : String(error)}`;
  return /23505|ER_DUP_ENTRY|UNIQUE constraint|duplicate key/i.test(text);
}

const usernameTakenError = () => fieldErrors([{ error_field: 'username', error_msg: 'error.user.username_in_use' }]);

/** Applies a validated (and trimmed) profile update of `userId`, or throws field errors and changes nothing. */
export async function saveProfile(ctx: ServerContext, userId: string, input: ProfileInput): Promise<void> {
  const db = accountsDb(ctx);
  const user: UserRow | undefined = await db.selectFrom('user').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) throw unauthorized();
  const rules = await usersSettings(ctx);
  const next: Record<LockableText, string> = {
    display_name: input.display_name,
    username: input.username,
    bio: input.bio ?? user.bio,
    website: input.website ?? user.website,
    location: input.location ?? user.location,
  };
  const errors: FieldErrorItem[] = [];
  for (const field of LOCKABLE_TEXT) {
    if (!rules[`allow_update_${field}`] && next[field] !== user[field]) errors.push({ error_field: field, error_msg: FIELD_LOCKED });
  }

  const current = resolveAvatar(user.avatar, user.e_mail, rules);
  let avatar = parseAvatar(user.avatar);
  if (input.avatar) {
    const chosen = chosenAvatar(input.avatar, user.e_mail, rules, await ctx.siteUrl());
    if (!chosen) errors.push({ error_field: 'avatar', error_msg: 'error.user.avatar_not_uploaded' });
    else if (!rules.allow_update_avatar && !sameAvatar(current, chosen)) errors.push({ error_field: 'avatar', error_msg: FIELD_LOCKED });
    else avatar = chosen;
  }

  if (next.username !== user.username && !errors.some((item) => item.error_field === 'username')) {
    if (isReservedUsername(next.username)) {
      errors.push({ error_field: 'username', error_msg: 'error.user.username_reserved' });
    } else {
      const holder = await db.selectFrom('user').select('id').where('username', '=', next.username).where('id', '<>', userId).executeTakeFirst();
      if (holder) errors.push({ error_field: 'username', error_msg: 'error.user.username_in_use' });
    }
  }
  if (errors.length > 0) throw fieldErrors(errors);

  try {
    // the profile and what others make of it (the Autobiographer badge) are saved together
    await ctx.transaction(async (raw) => {
      await accountsTrx(raw)
        .updateTable('user')
        .set({ ...next, bio_html: ctx.markdown.render(next.bio), avatar: JSON.stringify(avatar), updated_at: nowSeconds() })
        .where('id', '=', userId)
        .execute();
      await ctx.events.emit('user.profile.updated', { user_id: userId, bio: next.bio }, raw);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTakenError();
    throw error;
  }
}
