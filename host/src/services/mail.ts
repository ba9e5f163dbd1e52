/**
 * `ctx.mail`: sends through nodemailer with the SMTP settings admin saved (site_info `smtp`),
 * read on every send so a change applies without a restart.
 */
import { SMTP_DEFAULTS, type MailMessage, type MailService, type SmtpSettings } from '@answer/sdk/server';

export { SMTP_DEFAULTS, type SmtpSettings };

/** nodemailer is loaded at the first send or check: its ~2 MB of heap are no use to a host that sends no mail. */
const mailer = async () => (await import('nodemailer')).default;

/** Seconds a mail server gets to connect, greet and answer before the send fails. */
const TIMEOUT_MS = { connection: 10_000, greeting: 10_000, socket: 20_000 };

/** A status check waits less than a real send: someone is looking at the page. */
const VERIFY_TIMEOUT_MS = 5_000;

/** A readable plain-text part from the HTML one: links keep their address. */
export function htmlToText(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gis, (_all, href: string, label: string) => (label.trim() && label.trim() !== href ? `${label} (${href})` : href))
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h\d|li|tr)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function transportOptions(settings: SmtpSettings) {
  const port = Number(settings.smtp_port) || 25;
  return {
    host: settings.smtp_host,
    port,
    secure: settings.encryption === 'SSL',
    requireTLS: settings.encryption === 'TLS',
    // "none" means none: do not upgrade to TLS even when the server offers it.
    ignoreTLS: settings.encryption === '',
    auth: settings.smtp_authentication && settings.smtp_username ? { user: settings.smtp_username, pass: settings.smtp_password } : undefined,
    connectionTimeout: TIMEOUT_MS.connection,
    greetingTimeout: TIMEOUT_MS.greeting,
    socketTimeout: TIMEOUT_MS.socket,
  };
}

export function createMailService(settings: () => Promise<SmtpSettings>): MailService {
  return {
    async configured() {
      return (await settings()).smtp_host.trim() !== '';
    },
    async send(message: MailMessage) {
      const current = await settings();
      if (!current.smtp_host.trim()) throw new Error('No mail server is configured');
      const transport = (await mailer()).createTransport(transportOptions(current));
      try {
        await transport.sendMail({
          from: { name: current.from_name || current.from_email, address: current.from_email },
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text ?? htmlToText(message.html),
        });
      } finally {
        transport.close();
      }
    },
    async verify(timeoutMs = VERIFY_TIMEOUT_MS) {
      const current = await settings();
      if (!current.smtp_host.trim()) throw new Error('No mail server is configured');
      const transport = (await mailer()).createTransport({ ...transportOptions(current), connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs });
      // each stage has its own limit; the whole check gets one too
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`The mail server did not answer within ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        await Promise.race([transport.verify(), deadline]);
      } finally {
        clearTimeout(timer);
        transport.close();
      }
    },
  };
}
