/**
 * What no response may carry: another account's email address or session token, or any password
 * hash. Admins may see addresses on the admin API (user management); everyone may see their own.
 */
import type { Caller } from '../permission-matrix';
import type { Account, Seed } from './seed';

export interface Secrets {
  /** Every account the walk knows, with the tokens issued to it so far. */
  accounts: { account: Account; tokens: Set<string> }[];
}

export interface Leak {
  what: string;
}

// scrypt$N$r$p$salt$hash, as the accounts plugin stores passwords
const PASSWORD_HASH = /scrypt\$\d+\$\d+\$\d+\$/;

/**
 * The leaks in `text`, a response to `self` (null: a guest). `emailsAllowed`: the admin API to an
 * admin, where addresses are the point.
 */
export function findLeaks(text: string, secrets: Secrets, self: Account | null, emailsAllowed: boolean): Leak[] {
  const leaks: Leak[] = [];
  if (PASSWORD_HASH.test(text)) leaks.push({ what: 'a password hash' });
  // the site's contact address is published on purpose (the installer makes it the admin's)
  const lower = text.replace(/"contact_email":"[^"]*"/g, '').toLowerCase();
  for (const { account, tokens } of secrets.accounts) {
    if (self && account.id === self.id) continue;
    if (!emailsAllowed && lower.includes(account.email.toLowerCase())) leaks.push({ what: `the email of ${account.username}` });
    for (const token of tokens) if (token && text.includes(token)) leaks.push({ what: `a token of ${account.username}` });
  }
  return leaks;
}

/** Callers who see every seeded pending post: its author (`owner` wrote them, or the question they are under) and staff. */
const SEE_PENDING: ReadonlySet<Caller> = new Set<Caller>(['owner', 'moderator', 'admin']);

/**
 * The seeded pending posts `caller` may not know of: no response to them, from any route, may
 * name one (a list, a timeline, a search, a profile, a notification alike).
 */
export function unseenPending(seed: Seed, caller: Caller): string[] {
  if (SEE_PENDING.has(caller)) return [];
  return [seed.questions.pending, seed.answers.pending, seed.answers.onPending, seed.comments.pending];
}
