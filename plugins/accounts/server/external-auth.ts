/**
 * Logging in with an account at another service (a connector, a user centre). The provider's word
 * is enough to log in as the member it is linked to, and to create a new member with an address
 * it vouches for; it is never enough to take over an existing member's account: linking one needs
 * that member to prove the address by mail (external-binding.ts) or to connect while logged in.
 */
import type { Transaction } from 'kysely';
import { ApiError, forbidden, type FastifyRequest, type ServerContext } from '@answer/sdk/server';
import { grantActivationPoint } from './activation-point';
import { accountsTrx, nowSeconds } from './db';
import type { ExternalIdentity } from './external-identity';
import { deleteLink, externalAvatar, findLink, findMemberLink, insertLink, refreshLink, type LinkRow } from './external-links';
import { browserOf } from './browser-binding';
import { holdPending } from './external-pending';
import type { UserRow } from './responses';
import { accountStatus, createSession } from './sessions';
import { emailDomainAllowed, loginSettings, type LoginSettings } from './settings';
import { MAIL_STATUS, type AccountsTables } from './tables';
import { createUser, findUserByEmail, findUserById, isDeleted, normalizeEmail } from './users';

export type { ExternalIdentity } from './external-identity';

export type ExternalSignIn = { kind: 'logged_in'; access_token: string; user_id: string } | { kind: 'needs_email'; binding_key: string };

type Trx = Transaction<AccountsTables>;

/** Display names are at most 30 characters (spec). */
const DISPLAY_NAME_MAX = 30;

function displayNameOf(identity: ExternalIdentity): string {
  const email = normalizeEmail(identity.email);
  const name = identity.display_name.trim() || identity.username.trim() || email.slice(0, email.indexOf('@')) || 'user';
  return [...name].slice(0, DISPLAY_NAME_MAX).join('');
}

/** The live member a link points to; a link of a deleted member is dropped, as if it never was. */
async function linkedMember(trx: Trx, identity: ExternalIdentity): Promise<{ user: UserRow; link: LinkRow } | null> {
  const link = await findLink(trx, identity.provider, identity.external_id);
  if (!link) return null;
  const user = await findUserById(trx, String(link.user_id));
  if (user && !isDeleted(user)) return { user, link };
  await deleteLink(trx, link);
  return null;
}

/**
 * What a log-in teaches about a linked member: the address verified when the provider vouches for
 * the very address the account has (as Answer activates it), and the provider's picture for a
 * member who never chose one.
 */
async function adoptProviderFacts(ctx: ServerContext, transaction: Transaction<unknown>, user: UserRow, identity: ExternalIdentity): Promise<void> {
  const trx = accountsTrx(transaction);
  const userId = String(user.id);
  const vouched = identity.email_verified && normalizeEmail(identity.email) === user.e_mail;
  if (vouched && Number(user.mail_status) === MAIL_STATUS.toVerify) {
    ctx.sessions.changed(userId, { trx: transaction });
    await trx.updateTable('user').set({ mail_status: MAIL_STATUS.verified, updated_at: nowSeconds() }).where('id', '=', userId).execute();
    await grantActivationPoint(ctx, transaction, userId);
  }
  const avatar = externalAvatar(identity.avatar);
  if (avatar && user.avatar === '') await trx.updateTable('user').set({ avatar }).where('id', '=', userId).execute();
}

async function openSessionIn(trx: Trx, userId: string): Promise<string> {
  await trx.updateTable('user').set({ last_login_date: nowSeconds() }).where('id', '=', userId).execute();
  return createSession(trx, userId);
}

/** A new member from a provider-verified address: no password, address verified, linked at once. */
async function registerMember(ctx: ServerContext, transaction: Transaction<unknown>, identity: ExternalIdentity, mailStatus: number): Promise<UserRow> {
  const trx = accountsTrx(transaction);
  const user = await createUser(trx, {
    display_name: displayNameOf(identity),
    e_mail: identity.email,
    pass: '',
    mail_status: mailStatus,
    username_hint: identity.username,
    avatar: externalAvatar(identity.avatar),
  });
  await insertLink(trx, String(user.id), identity);
  if (mailStatus === MAIL_STATUS.verified) await grantActivationPoint(ctx, transaction, String(user.id));
  return user;
}

/** Refuses a new member the site's login rules do not let in. */
export function checkNewMember(settings: LoginSettings, email: string): void {
  if (!settings.allow_new_registrations) throw new ApiError(400, 'error.user.not_allowed_registration', { err_type: 'toast' });
  if (!emailDomainAllowed(settings, email)) throw new ApiError(400, 'error.email.domain_not_allowed', { err_type: 'toast' });
}

type Attempt = { kind: 'session'; token: string; userId: string } | { kind: 'suspended' } | { kind: 'pending' };

async function attemptSignIn(ctx: ServerContext, settings: LoginSettings, identity: ExternalIdentity): Promise<Attempt> {
  return ctx.transaction(async (transaction): Promise<Attempt> => {
    const trx = accountsTrx(transaction);
    const linked = await linkedMember(trx, identity);
    if (linked) {
      const userId = String(linked.user.id);
      if (accountStatus(Number(linked.user.status), Number(linked.user.suspended_until)) === 'suspended') return { kind: 'suspended' };
      await refreshLink(trx, linked.link, identity);
      await adoptProviderFacts(ctx, transaction, linked.user, identity);
      return { kind: 'session', token: await openSessionIn(trx, userId), userId };
    }
    const email = normalizeEmail(identity.email);
    if (!email || !identity.email_verified || (await findUserByEmail(trx, email))) return { kind: 'pending' };
    checkNewMember(settings, email);
    const user = await registerMember(ctx, transaction, { ...identity, email }, MAIL_STATUS.verified);
    return { kind: 'session', token: await openSessionIn(trx, String(user.id)), userId: String(user.id) };
  });
}

/**
 * Logs in as the member `identity` is linked to, or creates one (see the file's comment), in one
 * transaction; otherwise hands out a binding key for the bind-email page, usable only in the
 * request's browser when it carries the binding cookie (set it with `bindBrowser` when the log-in
 * starts, as the connector flow does; browser-binding.ts). Throws `ApiError`s with translated
 * keys: a missing external id, a suspended member, closed registrations, a domain the site does
 * not allow.
 */
export async function signInExternal(ctx: ServerContext, request: FastifyRequest, identity: ExternalIdentity): Promise<ExternalSignIn> {
  if (!identity.external_id.trim() || !identity.provider) throw new ApiError(400, 'error.external_login.missing_user_id', { err_type: 'toast' });
  // read before the transaction: on SQLite a read outside it would wait for it
  const settings = await loginSettings(ctx);
  let attempt: Attempt;
  try {
    attempt = await attemptSignIn(ctx, settings, identity);
  } catch (error) {
    // two first log-ins of one identity at once: the unique link index let one through; log in as it
    if (error instanceof ApiError) throw error;
    attempt = await attemptSignIn(ctx, settings, identity);
  }
  if (attempt.kind === 'suspended') throw forbidden('error.user.suspended', { type: 'suspended' });
  // the binding key works only in this browser, when it carries the binding cookie (browser-binding.ts)
  if (attempt.kind === 'pending') return { kind: 'needs_email', binding_key: await holdPending(ctx, { identity, browser: browserOf(request) }) };
  return { kind: 'logged_in', access_token: attempt.token, user_id: attempt.userId };
}

export type LinkOutcome = 'linked' | 'already_bound' | 'provider_already_bound';

/**
 * Links `identity` to a member who proved who they are (logged in, or followed a mailed link), in
 * the caller's transaction. Nothing is written unless the outcome is `linked`.
 */
export async function linkIdentity(transaction: Transaction<unknown>, userId: string, identity: ExternalIdentity): Promise<LinkOutcome> {
  const trx = accountsTrx(transaction);
  const linked = await linkedMember(trx, identity);
  if (linked) {
    if (String(linked.user.id) !== userId) return 'already_bound';
    await refreshLink(trx, linked.link, identity);
    return 'linked';
  }
  if (await findMemberLink(trx, userId, identity.provider)) return 'provider_already_bound';
  await insertLink(trx, userId, identity);
  return 'linked';
}

/** Creates a member for an address the provider did not vouch for (to verify by mail), linked; see external-binding.ts. */
export function registerUnverifiedMember(ctx: ServerContext, transaction: Transaction<unknown>, identity: ExternalIdentity): Promise<UserRow> {
  return registerMember(ctx, transaction, identity, MAIL_STATUS.toVerify);
}
