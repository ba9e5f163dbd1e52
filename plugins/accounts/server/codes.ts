/**
 * Single-use codes behind the links in account mails (activation, password reset, email change,
 * unsubscribe). The code travels only in the link; the cache keeps its SHA-256, so reading the
 * database does not give working links. `take` makes each code work once.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { ServerContext } from '@answer/sdk/server';

export type CodeKind = 'activation' | 'password_reset' | 'email_change' | 'unsubscribe';

/** How long each kind of link works. */
export const CODE_TTL_SECONDS: Record<CodeKind, number> = {
  activation: 48 * 60 * 60,
  password_reset: 60 * 60,
  email_change: 60 * 60,
  unsubscribe: 30 * 24 * 60 * 60,
};

/** The page each kind of link opens. */
export const CODE_PAGE: Record<CodeKind, string> = {
  activation: '/users/account-activation',
  password_reset: '/users/password-reset',
  email_change: '/users/confirm-new-email',
  unsubscribe: '/users/unsubscribe',
};

export interface CodePayload {
  user_id: string;
  /** The address the mail went to (the new one for an email change). */
  e_mail: string;
}

const keyOf = (kind: CodeKind, code: string) => `code:${kind}:${createHash('sha256').update(code, 'utf8').digest('hex')}`;

export async function issueCode(ctx: ServerContext, kind: CodeKind, payload: CodePayload): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  await ctx.cache.set(keyOf(kind, code), payload, CODE_TTL_SECONDS[kind]);
  return code;
}

/** The payload of a live code, consuming it; null when unknown, used or expired. */
export function redeemCode(ctx: ServerContext, kind: CodeKind, code: string): Promise<CodePayload | null> {
  if (!code || code.length > 200) return Promise.resolve(null);
  return ctx.cache.take<CodePayload>(keyOf(kind, code));
}

/** The payload without consuming it (a page checking its link before the form is sent). */
export function peekCode(ctx: ServerContext, kind: CodeKind, code: string): Promise<CodePayload | null> {
  if (!code || code.length > 200) return Promise.resolve(null);
  return ctx.cache.get<CodePayload>(keyOf(kind, code));
}

/** The full link for a new code: `<site_url><page>?code=<code>`. */
export async function issueLink(ctx: ServerContext, kind: CodeKind, payload: CodePayload): Promise<string> {
  const code = await issueCode(ctx, kind, payload);
  return `${await ctx.siteUrl()}${CODE_PAGE[kind]}?code=${encodeURIComponent(code)}`;
}
