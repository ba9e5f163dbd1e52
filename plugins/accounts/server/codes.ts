/**
 * Single-use codes behind the links in account mails (activation, password reset, email change,
 * unsubscribe). The code travels only in the link; the cache keeps its SHA-256, so reading the
 * database does not give working links. `take` makes each code work once, and the links that
 * change an account die once the account has changed (see `accountStamp`).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { ServerContext } from '@answer/sdk/server';
import { accountsDb } from './db';
import { findUserById } from './users';

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
  /** `accountStamp` of the account when the link was sent, for the kinds that change it. */
  stamp?: string;
  /** An activation link that also links an external login waiting under this key (external-binding.ts). */
  binding_key?: string;
}

/** The kinds of link that act on the account, and so must not outlive a change to it. */
const STAMPED: ReadonlySet<CodeKind> = new Set(['activation', 'password_reset', 'email_change']);

interface StampedAccount {
  pass: string;
  e_mail: string;
  mail_status: number | string;
}

/**
 * The account's password, address and verification in one digest: any of them changing (a reset
 * or activation through another link, a password changed in the settings or by an admin) ends
 * every link sent before. A stolen or forgotten mail is then no way back into the account.
 */
export function accountStamp(user: StampedAccount): string {
  return createHash('sha256').update(`${user.pass}\n${user.e_mail}\n${Number(user.mail_status)}`, 'utf8').digest('hex').slice(0, 32);
}

/** Whether a stamped link still fits the account as it is now. */
export const linkFits = (payload: CodePayload, user: StampedAccount): boolean => payload.stamp === accountStamp(user);

const keyOf = (kind: CodeKind, code: string) => `code:${kind}:${createHash('sha256').update(code, 'utf8').digest('hex')}`;

export async function issueCode(ctx: ServerContext, kind: CodeKind, payload: CodePayload): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  let stored = payload;
  if (STAMPED.has(kind)) {
    const user = await findUserById(accountsDb(ctx), payload.user_id);
    stored = { ...payload, stamp: user ? accountStamp(user) : '' };
  }
  await ctx.cache.set(keyOf(kind, code), stored, CODE_TTL_SECONDS[kind]);
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
