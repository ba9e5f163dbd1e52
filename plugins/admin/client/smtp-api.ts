import { ADMIN_API_BASE, type HttpClient, type RequestOptions } from '@answer/sdk';
import type { SmtpSettings, SmtpSettingsResp } from '../server/smtp-settings';

export type { SmtpSettingsResp };

/** The form's values: the settings as PUT takes them (an empty password keeps the saved one). */
export type SmtpForm = Partial<SmtpSettings> & Record<string, unknown>;

const SMTP_PATH = `${ADMIN_API_BASE}/setting/smtp`;

export const getSmtpSettings = (http: HttpClient, options?: RequestOptions) => http.get<SmtpSettingsResp>(SMTP_PATH, options);

/** Saves; with `test_email_recipient` the server then sends a test mail and answers its failure as a field error. */
export const saveSmtpSettings = (http: HttpClient, values: SmtpForm & { test_email_recipient?: string }) => http.put<null>(SMTP_PATH, values);
