/**
 * The SMTP settings admin edits (site_info `smtp`, read by the host's mail service on every send),
 * in Answer 1.7's GetSMTPConfigResp / UpdateSMTPConfigReq shapes.
 */

import { SMTP_DEFAULTS, type SmtpSettings } from '@answer/sdk/server';

export { SMTP_DEFAULTS, type SmtpSettings };

/** What GET answers: the saved password never leaves the server, only whether there is one. */
export interface SmtpSettingsResp extends SmtpSettings {
  smtp_password_set: boolean;
}

/** A PUT body after schema validation (smtp.json): any field may be left out. */
export type SmtpUpdate = Partial<SmtpSettings> & { test_email_recipient?: string };

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

/** The saved row with defaults for whatever is missing or of the wrong type (rows written by hand or by older versions). */
export function storedSmtp(row: Partial<Record<keyof SmtpSettings, unknown>> | null): SmtpSettings {
  const saved = row ?? {};
  const port = Number(saved.smtp_port);
  const encryption = saved.encryption === 'SSL' || saved.encryption === 'TLS' ? saved.encryption : '';
  return {
    from_email: text(saved.from_email, SMTP_DEFAULTS.from_email),
    from_name: text(saved.from_name, SMTP_DEFAULTS.from_name),
    smtp_host: text(saved.smtp_host, SMTP_DEFAULTS.smtp_host),
    smtp_port: Number.isInteger(port) && port >= 1 && port <= 65535 ? port : SMTP_DEFAULTS.smtp_port,
    encryption,
    smtp_username: text(saved.smtp_username, SMTP_DEFAULTS.smtp_username),
    smtp_password: text(saved.smtp_password, SMTP_DEFAULTS.smtp_password),
    smtp_authentication: saved.smtp_authentication === true,
  };
}

export function smtpResponse(settings: SmtpSettings): SmtpSettingsResp {
  return { ...settings, smtp_password: '', smtp_password_set: settings.smtp_password !== '' };
}

/**
 * The settings to save for `update`. The form shows the credentials only while authentication is
 * on, so with it off the saved ones are kept for when it is turned on again; and since the saved
 * password is never sent to the browser, an empty one means "keep it". A form without a sender
 * saves none (mail stays off); one without a port keeps the saved port.
 */
export function applySmtpUpdate(saved: SmtpSettings, update: SmtpUpdate): SmtpSettings {
  const authentication = update.smtp_authentication === true;
  return {
    from_email: update.from_email ?? SMTP_DEFAULTS.from_email,
    from_name: update.from_name ?? SMTP_DEFAULTS.from_name,
    smtp_host: update.smtp_host ?? SMTP_DEFAULTS.smtp_host,
    smtp_port: update.smtp_port ?? saved.smtp_port,
    encryption: update.encryption ?? SMTP_DEFAULTS.encryption,
    smtp_authentication: authentication,
    smtp_username: authentication ? (update.smtp_username ?? '') : saved.smtp_username,
    smtp_password: authentication && update.smtp_password ? update.smtp_password : saved.smtp_password,
  };
}
