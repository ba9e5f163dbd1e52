/** Usernames derived from a display name, as Answer does: lower case, spaces to `-`, unique. */
import { randomInt } from 'node:crypto';

const MAX_LENGTH = 30;

/** Names that would read as the site speaking, or clash with pages under /users/. */
const RESERVED_USERNAMES = new Set([
  'admin',
  'administrator',
  'root',
  'system',
  'api',
  'answer',
  'moderator',
  'staff',
  'support',
  'help',
  'user',
  'users',
  'settings',
  'login',
  'logout',
  'register',
  'signup',
  'search',
  'tags',
  'questions',
  'uploads',
  'install',
  'anonymous',
  'null',
  'undefined',
]);

export function isReservedUsername(username: string): boolean {
  return RESERVED_USERNAMES.has(username.toLowerCase());
}

export function usernameBase(name: string): string {
  const base = name
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9.\-_]/g, '')
    .slice(0, MAX_LENGTH);
  return base.length >= 2 ? base : `user${base}`;
}

/** The first free username: the base itself, then the base with a random numeric suffix. */
export async function uniqueUsername(name: string, taken: (candidate: string) => Promise<boolean>): Promise<string> {
  const base = usernameBase(name);
  // a reserved name is never given: it gets a numeric suffix like a taken one
  if (!isReservedUsername(base) && !(await taken(base))) return base;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const suffix = String(randomInt(1000, attempt < 10 ? 10000 : 100000000));
    const candidate = `${base.slice(0, MAX_LENGTH - suffix.length - 1)}-${suffix}`;
    if (!(await taken(candidate))) return candidate;
  }
  throw new Error('No free username found');
}
