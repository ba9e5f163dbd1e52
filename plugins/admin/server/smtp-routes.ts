/** `GET|PUT /answer/admin/api/setting/smtp` and `POST .../setting/smtp/test` (admin only). */
import type { FastifyInstance } from 'fastify';
import { ADMIN_API_BASE, fieldError, SMTP_SITE_INFO_TYPE, type ServerContext } from '@answer/sdk/server';
import smtpSchema from '../schemas/smtp.json';
import smtpTestSchema from '../schemas/smtp-test.json';
import { applySmtpUpdate, smtpResponse, storedSmtp, type SmtpSettings, type SmtpUpdate } from './smtp-settings';
import { sendTestMail } from './test-mail';

const SMTP_PATH = `${ADMIN_API_BASE}/setting/smtp`;

interface SmtpTestReq {
  test_email_recipient: string;
}

/** Answer's own admin page sends `test_email_recipient: ""` when no test is wanted. */
function withoutEmptyRecipient(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { test_email_recipient: recipient, ...rest } = body as Record<string, unknown>;
  return recipient === '' ? rest : body;
}

export function registerSmtpRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const load = async () => storedSmtp(await ctx.siteInfo.get<Partial<Record<keyof SmtpSettings, unknown>>>(SMTP_SITE_INFO_TYPE));

  app.get(SMTP_PATH, { preHandler: ctx.guards.admin }, async () => smtpResponse(await load()));

  app.put(SMTP_PATH, { config: { request: { body: smtpSchema } }, preHandler: ctx.guards.admin }, async (request) => {
    const body = withoutEmptyRecipient(request.body);
    ctx.validate(smtpSchema, body);
    const update = body as SmtpUpdate;
    const recipient = update.test_email_recipient;
    if (recipient !== undefined) ctx.validate(smtpTestSchema, { test_email_recipient: recipient });
    const settings = applySmtpUpdate(await load(), update);
    // Whether a password is saved is only known here, so the schema cannot say it.
    if (settings.smtp_authentication && settings.smtp_password === '') throw fieldError('smtp_password', 'smtp.smtp_password.required');
    await ctx.siteInfo.set(SMTP_SITE_INFO_TYPE, settings);
    // Saved first: a failing test leaves the new settings in place to be corrected.
    if (recipient !== undefined) await sendTestMail(ctx, request.lang, recipient);
    return null;
  });

  app.post(`${SMTP_PATH}/test`, { config: { request: { body: smtpTestSchema } }, preHandler: ctx.guards.admin }, async (request) => {
    ctx.validate(smtpTestSchema, request.body);
    await sendTestMail(ctx, request.lang, (request.body as SmtpTestReq).test_email_recipient);
    return null;
  });
}
