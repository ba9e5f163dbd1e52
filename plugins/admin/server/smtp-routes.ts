/** `GET|PUT /answer/admin/api/setting/smtp` and `POST .../setting/smtp/test` (admin only). */
import type { FastifyInstance } from 'fastify';
import { ADMIN_API_BASE, fieldError, SMTP_SITE_INFO_TYPE, type ServerContext } from '@answer/sdk/server';
import smtpSchema from '../schemas/smtp.json';
import smtpTestSchema from '../schemas/smtp-test.json';
import { applySmtpUpdate, smtpResponse, storedSmtp, type SmtpSettings, type SmtpUpdate } from './smtp-settings';
import { sendTestMail } from './test-mail';

const SMTP_PATH = `${ADMIN_API_BASE}/setting/smtp`;

/** Saving and testing answer nothing (`data: null`). */
const NO_DATA = { type: 'null' };

interface SmtpTestReq {
  test_email_recipient: string;
}

/**
 * Answer's own admin page sends every field, with `""` for an empty one and `0` for a cleared port
 * (`test_email_recipient: ""` when no test is wanted): those are left unset, as Answer leaves them.
 */
const UNSET: Record<string, unknown> = { from_email: '', smtp_port: 0, test_email_recipient: '' };

function withoutUnsetValues(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body as Record<string, unknown>).filter(([key, value]) => !(key in UNSET) || value !== UNSET[key]));
}

export function registerSmtpRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const load = async () => storedSmtp(await ctx.siteInfo.get<Partial<Record<keyof SmtpSettings, unknown>>>(SMTP_SITE_INFO_TYPE));

  app.get(SMTP_PATH, { preHandler: ctx.guards.admin }, async () => smtpResponse(await load()));

  app.put(SMTP_PATH, { config: { request: { body: smtpSchema }, response: NO_DATA }, preHandler: ctx.guards.admin }, async (request) => {
    const body = withoutUnsetValues(request.body);
    ctx.validate(smtpSchema, body);
    const update = body as SmtpUpdate;
    const recipient = update.test_email_recipient;
    if (recipient !== undefined) ctx.validate(smtpTestSchema, { test_email_recipient: recipient });
    const settings = applySmtpUpdate(await load(), update);
    // Whether a password is saved is only known here, so the schema cannot say it.
    if (settings.smtp_authentication && settings.smtp_password === '') throw fieldError('smtp_password', 'smtp.smtp_password.required');
    // An empty form turns mail off; a mail server needs a sender.
    if (settings.smtp_host !== '' && settings.from_email === '') throw fieldError('from_email', 'smtp.from_email.required');
    await ctx.siteInfo.set(SMTP_SITE_INFO_TYPE, settings);
    // Saved first: a failing test leaves the new settings in place to be corrected.
    if (recipient !== undefined) await sendTestMail(ctx, request.lang, recipient);
    return null;
  });

  app.post(`${SMTP_PATH}/test`, { config: { request: { body: smtpTestSchema }, response: NO_DATA }, preHandler: ctx.guards.admin }, async (request) => {
    ctx.validate(smtpTestSchema, request.body);
    await sendTestMail(ctx, request.lang, (request.body as SmtpTestReq).test_email_recipient);
    return null;
  });
}
