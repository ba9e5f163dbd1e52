/**
 * Ties the steps of an external log-in to one browser: an HttpOnly cookie holds a random value,
 * and the server keeps only its SHA-256 beside what it hands out (a log-in's state, a connect
 * ticket, a binding key and its mailed link). A link or key sent to someone else's browser, by
 * mistake or by an attacker who started the log-in with their own account at the provider, finds
 * another cookie there and does nothing.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest, ServerContext } from '@answer/sdk/server';

export const BROWSER_COOKIE = 'answer_connector';

/** As long as a binding mail's link works: the cookie must outlive it. */
const BROWSER_COOKIE_SECONDS = 2 * 24 * 60 * 60;

const VALUE_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** The cookie's value sent with the request, when well formed. */
function cookieValue(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === BROWSER_COOKIE) {
      const value = rest.join('=');
      return VALUE_SHAPE.test(value) ? value : null;
    }
  }
  return null;
}

/** The hash of this browser's cookie, or null when it has none. */
export function browserOf(request: FastifyRequest): string | null {
  const value = cookieValue(request);
  return value ? sha256(value) : null;
}

/** The hash of this browser's cookie, giving it one (or renewing it) in the reply. */
export async function bindBrowser(ctx: ServerContext, request: FastifyRequest, reply: FastifyReply): Promise<string> {
  // one value per browser: several tabs logging in at once share it
  const value = cookieValue(request) ?? randomBytes(32).toString('base64url');
  const attributes = [`${BROWSER_COOKIE}=${value}`, 'Path=/', `Max-Age=${BROWSER_COOKIE_SECONDS}`, 'HttpOnly', 'SameSite=Lax'];
  if ((await ctx.siteUrl()).startsWith('https:')) attributes.push('Secure');
  reply.header('set-cookie', attributes.join('; '));
  return sha256(value);
}

/** Whether the request comes from the browser whose cookie hashes to `expected`. */
export function sameBrowser(request: FastifyRequest, expected: string): boolean {
  const actual = browserOf(request);
  if (!actual) return false;
  const a = Buffer.from(actual, 'hex');
  const b = Buffer.from(expected, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
