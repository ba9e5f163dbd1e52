/** The person behind a provider's claims (ID token and user info), read through the admin's claim names. */
import type { ExternalUserInfo } from '@answer/sdk/server';

export interface ClaimNames {
  id: string;
  name: string;
  username: string;
  email: string;
  avatar: string;
}

export type Claims = Record<string, unknown>;

/** A claim by name; a dotted name reads inside objects (`profile.email`) when no claim has the whole name. */
export function claimValue(claims: Claims, name: string): unknown {
  if (!name) return undefined;
  if (name in claims) return claims[name];
  let node: unknown = claims;
  for (const part of name.split('.')) {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return undefined;
    node = (node as Claims)[part];
  }
  return node;
}

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  // some OAuth2 providers number their users
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** `email_verified` as providers send it: a boolean, or (some) the text "true"/"false"; absent → undefined. */
function verifiedFlag(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

/**
 * The person the claims describe. The email counts as verified when the provider says so, or, with
 * `trustEmail`, unless it says it is not.
 */
export function userInfoFrom(claims: Claims, names: ClaimNames, trustEmail: boolean, meta: Record<string, unknown>): ExternalUserInfo {
  const email = text(claimValue(claims, names.email));
  const flag = verifiedFlag(claims.email_verified);
  return {
    external_id: text(claimValue(claims, names.id)),
    display_name: text(claimValue(claims, names.name)),
    username: text(claimValue(claims, names.username)),
    email,
    email_verified: email !== '' && (flag ?? trustEmail),
    avatar: text(claimValue(claims, names.avatar)),
    meta,
  };
}
