/**
 * The bind-email page (`/users/confirm-email?binding_key=`): an external login that came without
 * an address the site can trust gets one here. A free address makes a new member (verified later
 * by the usual activation mail); an address that already has an account is linked only once its
 * owner follows the link mailed to it (Answer's binding mail, handled by `POST
 * /user/email/verification` through `linkAfterProof`).
 */
import type { Transaction } from 'kysely';
import { ApiError, fieldError, type FastifyRequest, type ServerContext } from '@answer/sdk/server';
import { sameBrowser } from './browser-binding';
import { CODE_TTL_SECONDS, peekCode, type CodePayload } from './codes';
import { accountsDb, accountsTrx } from './db';
import { checkNewMember, linkIdentity, registerUnverifiedMember } from './external-auth';
import type { ExternalIdentity } from './external-identity';
import { findLink } from './external-links';
import { extendPending, peekPending, takePending, type PendingBinding } from './external-pending';
import { hitLimits, LIMITS } from './limits';
import { openSession } from './login';
import { mailInBackground, mailOrFail, requireMailConfigured, sendActivationMail, sendBindingMail } from './mails';
import { emailDomainAllowed, loginSettings } from './settings';
import type { UserRow } from './responses';
import { findUserByEmail, isDeleted, mailUserOf, normalizeEmail } from './users';

export interface BindEmailBody {
  binding_key: string;
  email: string;
  /** Go on (mail the owner) even though the address has an account. */
  must: boolean;
}

export interface BindEmailResp {
  email_exist_and_must_be_confirmed: boolean;
  access_token: string;
}

/** An unknown, used or expired binding key: the page offers to log in again. */
export const bindingExpired = (): ApiError => new ApiError(400, 'error.external_login.binding_expired', { err_type: 'alert' });

/** A binding key or its mailed link used in another browser than the log-in's (browser-binding.ts). */
export const otherBrowser = (): ApiError => new ApiError(400, 'error.external_login.other_browser', { err_type: 'alert' });

/** Refuses a pending binding to any browser but the one its log-in happened in. */
function checkBrowser(request: FastifyRequest, pending: PendingBinding): void {
  if (pending.browser !== null && !sameBrowser(request, pending.browser)) throw otherBrowser();
}

/** The provider's name as the link keeps it (`meta.name`), else its slug. */
export function providerNameOf(identity: ExternalIdentity): string {
  const name = identity.meta.name;
  return typeof name === 'string' && name.trim() ? name.trim() : identity.provider;
}

/** The binding waiting under `bindingKey` for this browser. */
export async function pendingFor(ctx: ServerContext, request: FastifyRequest, bindingKey: string): Promise<PendingBinding> {
  const pending = await peekPending(ctx, bindingKey);
  if (!pending) throw bindingExpired();
  checkBrowser(request, pending);
  return pending;
}

/** Mails the address's owner a link that proves it and links the waiting identity. */
async function askOwner(ctx: ServerContext, request: FastifyRequest, bindingKey: string, pending: PendingBinding, owner: UserRow): Promise<void> {
  await hitLimits(ctx, request, 'mail', LIMITS.mailPerIp, { account: String(owner.id), rule: LIMITS.mailPerAccount });
  await requireMailConfigured(ctx, 'binding');
  // the identity waits as long as the mailed link works
  await extendPending(ctx, bindingKey, pending, CODE_TTL_SECONDS.activation);
  await mailOrFail(ctx, 'binding', () => sendBindingMail(ctx, mailUserOf(owner), providerNameOf(pending.identity), bindingKey));
}

/** A new member at a free address, linked to the identity (consumed), logged in, activation mail sent. */
async function createAtFreeAddress(ctx: ServerContext, bindingKey: string, email: string): Promise<BindEmailResp> {
  const identity = (await takePending(ctx, bindingKey))?.identity;
  if (!identity) throw bindingExpired();
  let user;
  try {
    user = await ctx.transaction(async (trx) => {
      // logged in through the same account meanwhile and linked: nothing more to do here
      if (await findLink(accountsTrx(trx), identity.provider, identity.external_id)) throw new ApiError(400, 'error.external_login.already_bound', { err_type: 'alert' });
      return registerUnverifiedMember(ctx, trx, { ...identity, email });
    });
  } catch (error) {
    if (!(error instanceof ApiError) && (await findUserByEmail(accountsDb(ctx), email))) throw fieldError('email', 'error.email.duplicate');
    throw error;
  }
  mailInBackground(ctx, 'activation', () => sendActivationMail(ctx, mailUserOf(user)));
  const session = await openSession(ctx, user);
  return { email_exist_and_must_be_confirmed: false, access_token: session.access_token };
}

/** `POST /connector/binding/email`, Answer's rules but for who gets linked (see the file's comment). */
export async function bindEmail(ctx: ServerContext, request: FastifyRequest, body: BindEmailBody): Promise<BindEmailResp> {
  const pending = await pendingFor(ctx, request, body.binding_key);
  await hitLimits(ctx, request, 'binding', LIMITS.signUpPerIp);
  const email = normalizeEmail(body.email);
  const owner = await findUserByEmail(accountsDb(ctx), email);
  if (owner) {
    // a deleted account keeps its address, and nobody may log in as it
    if (isDeleted(owner)) throw fieldError('email', 'error.email.duplicate');
    if (!body.must) return { email_exist_and_must_be_confirmed: true, access_token: '' };
    await askOwner(ctx, request, body.binding_key, pending, owner);
    return { email_exist_and_must_be_confirmed: false, access_token: '' };
  }
  const settings = await loginSettings(ctx);
  if (!emailDomainAllowed(settings, email)) throw fieldError('email', 'error.email.domain_not_allowed');
  checkNewMember(settings, email);
  return createAtFreeAddress(ctx, body.binding_key, email);
}

/**
 * Refuses a binding mail's link opened in another browser than the log-in's, before the link is
 * used up: whoever did not log in with the provider here cannot link it by following a mail.
 */
export async function checkLinkBrowser(ctx: ServerContext, request: FastifyRequest, code: string): Promise<void> {
  const bindingKey = (await peekCode(ctx, 'activation', code))?.binding_key;
  const pending = bindingKey ? await peekPending(ctx, bindingKey) : null;
  if (pending) checkBrowser(request, pending);
}

/**
 * The identity a binding mail's link stands for, consumed; read before the verification's
 * transaction (the cache is another connection). Null for a plain activation link.
 */
export async function identityOfLink(ctx: ServerContext, payload: CodePayload): Promise<ExternalIdentity | null> {
  if (!payload.binding_key) return null;
  const identity = (await takePending(ctx, payload.binding_key))?.identity;
  if (!identity) throw bindingExpired();
  return identity;
}

/** Links the identity to the member who just proved the address, in the verification's transaction. */
export async function linkAfterProof(transaction: Transaction<unknown>, userId: string, identity: ExternalIdentity): Promise<void> {
  const outcome = await linkIdentity(transaction, userId, identity);
  if (outcome === 'already_bound') throw new ApiError(400, 'error.external_login.already_bound', { err_type: 'alert' });
  if (outcome === 'provider_already_bound') throw new ApiError(400, 'error.external_login.provider_already_bound', { err_type: 'alert' });
}
