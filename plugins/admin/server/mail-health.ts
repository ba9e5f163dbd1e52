/**
 * Whether outgoing mail works, for the dashboard: the configured server is asked to accept a
 * connection and the login (nothing is sent). The answer is kept for a minute per set of settings,
 * so reloading the dashboard does not knock on the mail server each time, while saving new
 * settings is checked at once.
 */
import { createHash } from 'node:crypto';
import { SMTP_SITE_INFO_TYPE, type ServerContext } from '@answer/sdk/server';
import { storedSmtp, type SmtpSettings } from './smtp-settings';

export interface MailHealth {
  configured: boolean;
  /** The server accepted the connection and login; false when not configured. */
  working: boolean;
  /** Why it did not ('' when it did or when nothing is configured). */
  error: string;
}

const KEEP_MS = 60_000;
const VERIFY_TIMEOUT_MS = 4_000;

let kept: { key: string; at: number; health: MailHealth } | null = null;

const fingerprint = (settings: SmtpSettings): string => createHash('sha256').update(JSON.stringify(settings)).digest('hex');

export async function mailHealth(ctx: ServerContext, now = Date.now()): Promise<MailHealth> {
  const settings = storedSmtp(await ctx.siteInfo.get<Partial<Record<keyof SmtpSettings, unknown>>>(SMTP_SITE_INFO_TYPE));
  if (settings.smtp_host.trim() === '') return { configured: false, working: false, error: '' };
  const key = fingerprint(settings);
  if (kept && kept.key === key && now - kept.at < KEEP_MS) return kept.health;
  let health: MailHealth;
  try {
    await ctx.mail.verify(VERIFY_TIMEOUT_MS);
    health = { configured: true, working: true, error: '' };
  } catch (error) {
    health = { configured: true, working: false, error: error instanceof Error ? error.message : String(error) };
  }
  kept = { key, at: now, health };
  return health;
}
