/** The admin's "send test email": one mail through the saved SMTP settings, or the reason it failed. */
import { ApiError, fieldError, type ServerContext } from '@answer/sdk/server';

/** Transport errors can carry a whole server reply; the form needs the gist. */
const MAX_REASON_LENGTH = 300;

const RECIPIENT_FIELD = 'test_email_recipient';

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function reasonOf(error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();
  return message.length > MAX_REASON_LENGTH ? `${message.slice(0, MAX_REASON_LENGTH - 1)}…` : message;
}

/**
 * Sends the test mail to `recipient` in `lang` (the language the admin is using). Every failure is a
 * field error on the recipient field, so the form shows it where the address was typed.
 */
export async function sendTestMail(ctx: ServerContext, lang: string, recipient: string): Promise<void> {
  if (!(await ctx.mail.configured())) throw fieldError(RECIPIENT_FIELD, 'error.smtp.not_configured');
  const general = await ctx.siteInfo.get<{ name?: unknown }>('general');
  const siteName = typeof general?.name === 'string' && general.name.trim() ? general.name : 'Answer';
  const siteUrl = await ctx.siteUrl();
  const vars = { site_name: siteName };
  const body = ctx.t(lang, 'email_tpl.test.body', vars);
  try {
    await ctx.mail.send({
      to: recipient,
      subject: ctx.t(lang, 'email_tpl.test.title', vars),
      html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(siteUrl)}">${escapeHtml(siteName)}</a></p>`,
      text: `${body}\n\n${siteName}: ${siteUrl}`,
    });
  } catch (error) {
    const reason = reasonOf(error);
    ctx.log.warn('the SMTP test email could not be sent', { recipient, reason });
    throw new ApiError(400, 'base.request_format_error', [{ error_field: RECIPIENT_FIELD, error_msg: 'error.smtp.test_failed' }], { reason });
  }
}
