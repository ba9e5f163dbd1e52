/**
 * Password hashes with node:crypto scrypt. The stored text names its parameters
 * (`scrypt$<N>$<r>$<p>$<salt b64>$<hash b64>`), so a hash is checked with the cost it was made
 * with, the cost of new ones can change without breaking old ones, and a hash made with other
 * parameters is made again at its owner's next login (`needsRehash`).
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** Names the cost of new hashes as log2 of scrypt's work, N x p (README, "Variables"). */
export const PASSWORD_COST_VARIABLE = 'PASSWORD_COST';
export const DEFAULT_PASSWORD_COST = 14;
const MIN_PASSWORD_COST = 10;
const MAX_PASSWORD_COST = 20;

/**
 * log2 of scrypt's N for new hashes at most: a derivation holds 128 * N * r bytes (4 MB here)
 * outside the heap for its whole run. Cost above this goes into p, whose lanes OpenSSL runs one
 * after another in the same memory, so each step still doubles the time of a login. OWASP's
 * password storage guidance treats lower N with proportionally higher p as settings of equal
 * strength; at 16 MB a login was the host's highest memory peak (docs/performance.md, Memory).
 */
const MAX_LOG2_N = 12;

/**
 * log2 of the work for new hashes: `PASSWORD_COST` when it is a whole number from 10 to 20, else
 * 14 (~50-100 ms per derivation). Test hosts use 10, since a suite signs up and logs in thousands
 * of members and the derivations were most of its time; a site raises it for stronger hashes at
 * the price of time per login.
 */
export function passwordCost(value = process.env[PASSWORD_COST_VARIABLE]): number {
  const cost = Number(value);
  return value !== undefined && Number.isInteger(cost) && cost >= MIN_PASSWORD_COST && cost <= MAX_PASSWORD_COST ? cost : DEFAULT_PASSWORD_COST;
}

export interface ScryptParameters {
  readonly n: number;
  readonly r: number;
  readonly p: number;
}

/** The parameters of new hashes at `cost`. */
export function scryptParameters(cost = passwordCost()): ScryptParameters {
  const log2N = Math.min(cost, MAX_LOG2_N);
  return { n: 2 ** log2N, r: 8, p: 2 ** (cost - log2N) };
}

const CURRENT = scryptParameters();
const KEY_LENGTH = 64;

/**
 * Derivations run one at a time. Each holds 128 * N * r bytes of memory outside the heap for its
 * ~50 ms; a burst of logins ran four at once on libuv's pool, which put four times that on the
 * host's peak memory (docs/performance.md, Memory) and left no thread for file and zlib work.
 */
let queue: Promise<unknown> = Promise.resolve();

function derive(password: string, salt: Buffer, n: number, r: number, p: number, length: number): Promise<Buffer> {
  const run = () =>
    new Promise<Buffer>((resolve, reject) => {
      scrypt(password, salt, length, { N: n, r, p, maxmem: 128 * n * r * 2 }, (error, key) => (error ? reject(error) : resolve(key)));
    });
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, CURRENT.n, CURRENT.r, CURRENT.p, KEY_LENGTH);
  return ['scrypt', CURRENT.n, CURRENT.r, CURRENT.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** The parameters a stored hash names, or null when it is not one of ours. */
function storedParameters(parts: readonly string[]): ScryptParameters | null {
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [n, r, p] = parts.slice(1, 4).map(Number);
  return [n, r, p].every((value) => Number.isInteger(value) && value > 0) ? { n, r, p } : null;
}

/** True when `stored` was made with other parameters than new hashes get: made again at login. */
export function needsRehash(stored: string): boolean {
  const made = storedParameters(stored.split('$'));
  return made !== null && (made.n !== CURRENT.n || made.r !== CURRENT.r || made.p !== CURRENT.p);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  const made = storedParameters(parts);
  if (!made) return false;
  const { n, r, p } = made;
  const salt = Buffer.from(parts[4], 'base64');
  const expected = Buffer.from(parts[5], 'base64');
  if (expected.length === 0) return false;
  const actual = await derive(password, salt, n, r, p, expected.length);
  return timingSafeEqual(actual, expected);
}

/** A hash no password matches, checked when the email is unknown so both paths take as long. */
let decoy: Promise<string> | null = null;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(24).toString('base64'));
  return decoy;
}
