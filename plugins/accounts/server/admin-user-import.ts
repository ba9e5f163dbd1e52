/**
 * Accounts an admin creates (`POST /user`, and `POST /users` with one `name, email, password`
 * a line): already verified, usernames derived from the names as at sign-up. A batch is created
 * whole or not at all.
 */
import type { Transaction } from 'kysely';
import { nowSeconds, type AccountsDb } from './db';
import { hashPassword } from './password';
import { MAIL_STATUS, USER_STATUS, type AccountsTables } from './tables';
import { normalizeEmail } from './users';
import { uniqueUsername, usernameBase } from './username';

/** Lines one `POST /users` may hold (Answer's limit). */
export const MAX_IMPORT_LINES = 5000;

export interface NewAccount {
  display_name: string;
  email: string;
  password: string;
}

export interface ImportLine extends NewAccount {
  /** 1-based line number in the text the admin sent. */
  line: number;
}

export interface ParsedImport {
  lines: ImportLine[];
  /** Line numbers without the three comma-separated parts. */
  malformed: number[];
}

/**
 * Splits the text into accounts. Blank lines are skipped but still counted, so numbers match what
 * the admin sees. The password is everything after the second comma (it may contain commas).
 */
export function parseImport(text: string): ParsedImport {
  const lines: ImportLine[] = [];
  const malformed: number[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    if (raw.trim() === '') return;
    const first = raw.indexOf(',');
    const second = first === -1 ? -1 : raw.indexOf(',', first + 1);
    if (second === -1) {
      malformed.push(index + 1);
      return;
    }
    lines.push({
      line: index + 1,
      display_name: raw.slice(0, first).trim(),
      email: raw.slice(first + 1, second).trim(),
      password: raw.slice(second + 1).trim(),
    });
  });
  return { lines, malformed };
}

/** Lines whose email (any case) appeared on an earlier line. */
export function repeatedEmails(lines: readonly ImportLine[]): ImportLine[] {
  const seen = new Set<string>();
  return lines.filter((entry) => {
    const email = normalizeEmail(entry.email);
    if (seen.has(email)) return true;
    seen.add(email);
    return false;
  });
}

const CHUNK = 200;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += size) out.push(items.slice(index, index + size));
  return out;
}

/** The addresses among `emails` that already have an account. */
export async function takenEmails(db: AccountsDb | Transaction<AccountsTables>, emails: readonly string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (const part of chunks(emails.map(normalizeEmail))) {
    const rows = await db.selectFrom('user').select('e_mail').where('e_mail', 'in', part).execute();
    for (const row of rows) taken.add(row.e_mail);
  }
  return taken;
}

/** Runs `work` over `items` with at most `limit` at a time (scrypt is memory-hungry). */
async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Hashes passwords before the transaction opens, so the transaction stays short. */
export function hashPasswords(accounts: readonly NewAccount[]): Promise<string[]> {
  return mapLimited(accounts, 4, (account) => hashPassword(account.password));
}

/**
 * Inserts checked accounts (emails free, passwords hashed in the same order) in `trx`: verified,
 * available, reputation 1 as Answer gives admin-made accounts.
 */
export async function insertAccounts(trx: Transaction<AccountsTables>, accounts: readonly NewAccount[], hashes: readonly string[]): Promise<void> {
  const bases = [...new Set(accounts.map((account) => usernameBase(account.display_name)))];
  const taken = new Set<string>();
  for (const part of chunks(bases)) {
    const rows = await trx.selectFrom('user').select('username').where('username', 'in', part).execute();
    for (const row of rows) taken.add(row.username);
  }
  const isTaken = async (candidate: string) =>
    taken.has(candidate) || Boolean(await trx.selectFrom('user').select('id').where('username', '=', candidate).executeTakeFirst());

  const now = nowSeconds();
  const rows = [];
  for (const [index, account] of accounts.entries()) {
    const username = await uniqueUsername(account.display_name, isTaken);
    taken.add(username);
    rows.push({
      created_at: now,
      updated_at: now,
      username,
      pass: hashes[index],
      e_mail: normalizeEmail(account.email),
      mail_status: MAIL_STATUS.verified,
      status: USER_STATUS.available,
      rank: 1,
      display_name: account.display_name.trim(),
      bio: '',
      bio_html: '',
    });
  }
  for (const part of chunks(rows)) await trx.insertInto('user').values(part).execute();
}
