/**
 * The account mails: activation, password reset, email change confirmation, "you already have
 * an account" and the confirmation of a link to another service. Texts are backend messages
 * (`email.<kind>.subject` / `.body`) in the recipient's language; the HTML part is the same text,
 * escaped, with its links made clickable.
 */
import { ApiError, type MailMessage, type ServerContext } from '@answer/sdk/server';
import { issueLink } from './codes';

/** What a mail needs to know about its recipient. */
export interface MailUser {
  id: string;
  e_mail: string;
  display_name: string;
  /** The user's chosen language; '' or 'Default' means the site's. */
  language: string;
}

type MailKind = 'activation' | 'password_reset' | 'email_change' | 'already_registered' | 'binding';

/** Thrown before anything is prepared when the admin has not set up SMTP. */
export class MailNotConfiguredError extends Error {
  constructor() {
    super('No SMTP server is configured (admin > settings > SMTP)');
    this.name = 'MailNotConfiguredError';
  }
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);

/** Paragraphs on blank lines, line breaks kept, every link in `links` as an anchor. */
export function textToHtml(text: string, links: string[]): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((paragraph) => {
      let html = escapeHtml(paragraph).replace(/\n/g, '<br>\n');
      for (const link of links) {
        const escaped = escapeHtml(link);
        html = html.split(escaped).join(`<a href="${escaped}">${escaped}</a>`);
      }
      return `<p>${html}</p>`;
    })
    .join('\n');
  return `<!DOCTYPE html>\n<html><body style="font-family: sans-serif; line-height: 1.5;">\n${paragraphs}\n</body></html>`;
}

/** The user's language if chosen, else the site's interface language. */
export async function mailLanguage(ctx: ServerContext, user: MailUser): Promise<string> {
  if (user.language && user.language !== 'Default') return user.language;
  const site = await ctx.siteInfo.get<{ language?: string }>('interface');
  return site?.language || 'en_US';
}

async function compose(
  ctx: ServerContext,
  kind: MailKind,
  to: string,
  user: MailUser,
  links: Record<string, string>,
  extra: Record<string, string> = {},
): Promise<MailMessage> {
  const lang = await mailLanguage(ctx, user);
  const general = await ctx.siteInfo.get<{ name?: string }>('general');
  const vars = { site_name: general?.name || 'Answer', display_name: user.display_name, ...extra, ...links };
  // a header cannot hold line breaks, whatever the site name contains
  const subject = ctx.t(lang, `email.${kind}.subject`, vars).replace(/[\r\n]+/g, ' ');
  const text = ctx.t(lang, `email.${kind}.body`, vars);
  return { to, subject, text, html: textToHtml(text, Object.values(links)) };
}

async function requireMail(ctx: ServerContext): Promise<void> {
  if (!(await ctx.mail.configured())) throw new MailNotConfiguredError();
}

/** The activation link (`/users/account-activation?code=`) to the user's current address. */
export async function sendActivationMail(ctx: ServerContext, user: MailUser): Promise<void> {
  await requireMail(ctx);
  const link = await issueLink(ctx, 'activation', { user_id: user.id, e_mail: user.e_mail });
  await ctx.mail.send(await compose(ctx, 'activation', user.e_mail, user, { link }));
}

/** The password reset link (`/users/password-reset?code=`). */
export async function sendPasswordResetMail(ctx: ServerContext, user: MailUser): Promise<void> {
  await requireMail(ctx);
  const link = await issueLink(ctx, 'password_reset', { user_id: user.id, e_mail: user.e_mail });
  await ctx.mail.send(await compose(ctx, 'password_reset', user.e_mail, user, { link }));
}

/** The confirmation link (`/users/confirm-new-email?code=`), sent to the new address. */
export async function sendEmailChangeMail(ctx: ServerContext, user: MailUser, newEmail: string): Promise<void> {
  await requireMail(ctx);
  const link = await issueLink(ctx, 'email_change', { user_id: user.id, e_mail: newEmail });
  await ctx.mail.send(await compose(ctx, 'email_change', newEmail, user, { link }));
}

/**
 * Someone signed up with an address that already has an account: its owner learns it, with a way
 * to log in and a password reset link, and the sign-up answer stays the same as for a new address.
 */
export async function sendAlreadyRegisteredMail(ctx: ServerContext, user: MailUser): Promise<void> {
  await requireMail(ctx);
  const link = await issueLink(ctx, 'password_reset', { user_id: user.id, e_mail: user.e_mail });
  const loginLink = `${await ctx.siteUrl()}/users/login`;
  await ctx.mail.send(await compose(ctx, 'already_registered', user.e_mail, user, { link, login_link: loginLink }));
}

/**
 * Someone logged in with another service (`provider`) and asked to link it to the account at this
 * address: the link (`/users/account-activation?code=`, as Answer sends it) proves the address and
 * links it; ignoring the mail changes nothing.
 */
export async function sendBindingMail(ctx: ServerContext, user: MailUser, provider: string, bindingKey: string): Promise<void> {
  await requireMail(ctx);
  const link = await issueLink(ctx, 'activation', { user_id: user.id, e_mail: user.e_mail, binding_key: bindingKey });
  await ctx.mail.send(await compose(ctx, 'binding', user.e_mail, user, { link }, { provider }));
}

/** 400 toast for a mail the caller asked for and did not get. */
export const mailNotSent = (): ApiError => new ApiError(400, 'error.email.send_failed', { err_type: 'toast' });

/**
 * 400 toast for a mail asked for while the site has no mail server: said plainly, since trying
 * again later does not help until an admin sets one up.
 */
export const noMailServer = (): ApiError => new ApiError(400, 'error.email.no_mail_server', { err_type: 'toast' });

/** Refuses (400 toast, logged) a call that would send mail while no SMTP server is set up. */
export async function requireMailConfigured(ctx: ServerContext, what: string): Promise<void> {
  if (await ctx.mail.configured()) return;
  ctx.log.warn(`The ${what} mail cannot be sent: no SMTP server is configured`);
  throw noMailServer();
}

/** Sends now; a failure is logged and answered with `mailNotSent()` (never a 500). */
export async function mailOrFail(ctx: ServerContext, what: string, send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    ctx.log.warn(`The ${what} mail was not sent`, error instanceof Error ? error.message : error);
    throw mailNotSent();
  }
}

/**
 * Sends after the answer, logging a failure: for flows whose answer must not depend on the mail
 * (sign-up, recovery), neither on its outcome nor on how long the SMTP server takes.
 */
export function mailInBackground(ctx: ServerContext, what: string, send: () => Promise<void>): void {
  send().catch((error: unknown) => ctx.log.warn(`The ${what} mail was not sent`, error instanceof Error ? error.message : error));
}
