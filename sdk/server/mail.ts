/**
 * The SMTP settings admin saves (site_info `smtp`, Answer's GetSMTPConfigResp fields). The host's
 * mail service reads them on every send; the admin plugin edits them.
 */
export type SmtpEncryption = '' | 'SSL' | 'TLS';

export interface SmtpSettings {
  from_email: string;
  from_name: string;
  smtp_host: string;
  smtp_port: number;
  /** '' none, 'SSL' TLS from the first byte, 'TLS' STARTTLS required */
  encryption: SmtpEncryption;
  smtp_username: string;
  smtp_password: string;
  smtp_authentication: boolean;
}

export const SMTP_SITE_INFO_TYPE = 'smtp';

export const SMTP_DEFAULTS: Readonly<SmtpSettings> = Object.freeze({
  from_email: '',
  from_name: '',
  smtp_host: '',
  smtp_port: 25,
  encryption: '',
  smtp_username: '',
  smtp_password: '',
  smtp_authentication: false,
});
