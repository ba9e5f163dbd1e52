/**
 * A real SMTP server inside the test process: the site sends to it over TCP with its admin SMTP
 * settings, and tests read what arrived, as a user reads their inbox.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Kysely } from 'kysely';
import { writeSiteInfo } from './test-database';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface Mailbox {
  port: number;
  /** Every mail received so far, oldest first. */
  all(): ReceivedMail[];
  /** The next mail to `to` not yet returned by `next`; waits up to `timeoutMs` for it. */
  next(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** Mails to `to` received so far. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = Buffer.from(text.replace(/=\r?\n/g, ''), 'latin1');
  const out: number[] = [];
  for (let i = 0; i < bytes.length; i += 1) {
    const hex = bytes.subarray(i + 1, i + 3).toString('latin1');
    if (bytes[i] === 0x3d && /^[0-9A-F]{2}$/i.test(hex)) {
      out.push(parseInt(hex, 16));
      i += 2;
    } else out.push(bytes[i]);
  }
  return Buffer.from(out).toString('utf8');
}

/** `=?UTF-8?Q?...?=` and `=?UTF-8?B?...?=` words in a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_all, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function parsePart(raw: string): Part {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
}

/** The text and HTML bodies of a message, walking multipart containers. */
function bodies(part: Part, found: { text: string; html: string }): void {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      bodies(parsePart(section.replace(/^\r?\n/, '')), found);
    }
    return;
  }
  if (/^text\/html/i.test(type)) found.html ||= decodeBody(part);
  else if (/^text\/plain/i.test(type)) found.text ||= decodeBody(part);
}

export function parseMail(raw: string, to: string[], from: string): ReceivedMail {
  const message = parsePart(raw);
  const found = { text: '', html: '' };
  bodies(message, found);
  return { to, from, subject: decodeHeader(message.headers.get('subject') ?? ''), text: found.text, html: found.html, raw };
}

export async function startMailbox(): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  const handed = new Set<ReceivedMail>();
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'test' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((address) => address.address.toLowerCase());
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push(parseMail(Buffer.concat(chunks).toString('latin1'), to, from));
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  // A connection error (the host stopped while its mail connection was open: ECONNRESET) is passed
  // on to the server's 'error' event, and an event nobody listens to would end the test run.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  const unread = (to: string) => received.find((mail) => !handed.has(mail) && mail.to.includes(to.toLowerCase()));

  return {
    port,
    all: () => [...received],
    to: (address) => received.filter((mail) => mail.to.includes(address.toLowerCase())),
    async next(to, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = unread(to);
        if (mail) {
          handed.add(mail);
          return mail;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no mail to ${to} within ${timeoutMs} ms (received: ${received.map((m) => `${m.to.join(',')}: ${m.subject}`).join('; ') || 'none'})`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in `mail` whose path contains `path` (for example `/users/account-activation`). */
export function linkIn(mail: ReceivedMail, path: string): URL {
  const source = `${mail.text}\n${mail.html}`;
  for (const match of source.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
    const url = new URL(match[0].replace(/&amp;/g, '&'));
    if (url.pathname.includes(path)) return url;
  }
  throw new Error(`no link to ${path} in mail "${mail.subject}":\n${mail.text || mail.html}`);
}

/** Points the site's SMTP settings at `mailbox` (no encryption, no login), as admin would. */
export async function configureSmtp<T>(db: Kysely<T>, mailbox: Pick<Mailbox, 'port'>, overrides: Record<string, unknown> = {}): Promise<void> {
  const content = JSON.stringify({
    from_email: 'noreply@example.com',
    from_name: 'Answer',
    smtp_host: '127.0.0.1',
    smtp_port: mailbox.port,
    encryption: '',
    smtp_username: '',
    smtp_password: '',
    smtp_authentication: false,
    ...overrides,
  });
  await writeSiteInfo(db, 'smtp', content);
}
