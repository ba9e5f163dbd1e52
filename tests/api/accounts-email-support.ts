/** What the account mail tests share: a mailbox per site, sign-ups from distinct addresses, links. */
import { afterAll, beforeAll } from 'vitest';
import type { Envelope } from './harness';
import { configureSmtp, linkIn, startMailbox, type Mailbox, type ReceivedMail } from './mailbox';
import type { InstalledSiteFixture } from './test-database';

export const API = '/answer/api/v1';

/** What the helpers use of a site fixture (not its typed database). */
export type Site = Pick<InstalledSiteFixture<unknown>, 'host' | 'site'>;

export type FieldErrors = { error_field: string; error_msg: string }[];

export interface LoginResp {
  id: string;
  username: string;
  e_mail: string;
  display_name: string;
  mail_status: number;
  status: string;
  access_token: string;
}

export interface AccountTables {
  user: { id: number | string; e_mail: string; mail_status: number; status: number; pass: string };
  site_info: { type: string; content: string };
}

let lastAddress = 0;
/**
 * A client address of its own (sent as X-Forwarded-For, which the host trusts), so the per-IP
 * rate limits of one test do not spill into the next.
 */
export function freshClient(): Record<string, string> {
  lastAddress += 1;
  return { 'X-Forwarded-For': `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}` };
}

/**
 * Rate limits count in fixed windows (aligned to multiples of their length); a test that fills one
 * first waits, if need be, so its hits do not straddle two windows.
 */
export async function clearOfWindowEdge(windowSeconds: number, marginSeconds = 15): Promise<void> {
  const left = windowSeconds - ((Date.now() / 1000) % windowSeconds);
  if (left < marginSeconds) await new Promise((resolve) => setTimeout(resolve, (left + 1) * 1000));
}

/**
 * A mailbox for the enclosing describe (after the site is installed), which the site sends to
 * unless `configure` is false: then the site has no mail server until the test sets one up.
 */
export function useMailbox<T>(fx: InstalledSiteFixture<T>, { configure = true }: { configure?: boolean } = {}): () => Mailbox {
  let mailbox: Mailbox | null = null;
  beforeAll(async () => {
    mailbox = await startMailbox();
    if (configure) await configureSmtp(fx.db, mailbox);
  });
  afterAll(async () => {
    await mailbox?.close();
  });
  return () => {
    if (!mailbox) throw new Error('the mailbox is only there inside tests');
    return mailbox;
  };
}

/** The `code` of the first link in `mail` to `path`. */
export function codeIn(mail: ReceivedMail, path: string): string {
  const code = linkIn(mail, path).searchParams.get('code');
  if (!code) throw new Error(`the link to ${path} has no code`);
  return code;
}

export function signUp(fx: Site, name: string, email: string, pass: string) {
  return fx.host.api<Envelope<LoginResp | null>>('POST', `${API}/user/register/email`, {
    body: { name, e_mail: email, pass },
    headers: freshClient(),
  });
}

export function logIn(fx: Site, email: string, pass: string) {
  return fx.host.api<Envelope<LoginResp | FieldErrors>>('POST', `${API}/user/login/email`, { body: { e_mail: email, pass }, headers: freshClient() });
}

/** Signs up and follows the activation link: a verified account and a live token. */
export async function activatedUser(fx: Site, mailbox: Mailbox, name: string, email: string, pass: string): Promise<LoginResp> {
  const signedUp = await signUp(fx, name, email, pass);
  if (signedUp.status !== 200 || !signedUp.body.data) throw new Error(`sign-up failed: ${JSON.stringify(signedUp.body)}`);
  const code = codeIn(await mailbox.next(email), '/users/account-activation');
  const verified = await fx.host.api<Envelope<LoginResp>>('POST', `${API}/user/email/verification`, { body: { code } });
  if (verified.status !== 200) throw new Error(`activation failed: ${JSON.stringify(verified.body)}`);
  return verified.body.data;
}
