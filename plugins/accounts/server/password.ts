/**
 * Password hashes with node:crypto scrypt. The stored text names its parameters
 * (`scrypt$<N>$<r>$<p>$<salt b64>$<hash b64>`), so a hash is checked with the cost it was made
 * with and the cost of new ones can change without breaking old ones.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** Names the cost of new hashes as log2 of scrypt's N (README, "Variables"). */
export const PASSWORD_COST_VARIABLE = 'PASSWORD_COST';
export const DEFAULT_PASSWORD_COST = 14;
const MIN_PASSWORD_COST = 10;
const MAX_PASSWORD_COST = 20;

/**
 * log2 of N for new hashes: `PASSWORD_COST` when it is a whole number from 10 to 20, else 14
 * (16 MB and ~50-100 ms per derivation). Test hosts use 10, since a suite signs up and logs in
 * thousands of members and the derivations were most of its time; a site raises it for stronger
 * hashes at the price of memory and time per login.
 */
export function passwordCost(value = process.env[PASSWORD_COST_VARIABLE]): number {
  const cost = Number(value);
  return value !== undefined && Number.isInteger(cost) && cost >= MIN_PASSWORD_COST && cost <= MAX_PASSWORD_COST ? cost : DEFAULT_PASSWORD_COST;
}

const N = 2 ** passwordCost();
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

/**
 * Derivations run one at a time. Each takes 128 * N * r bytes (16 MB) of memory outside the heap
 * for its ~50 ms; a burst of logins ran four at once on libuv's pool, which put 64 MB on the
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
  const key = await derive(password, salt, N, R, P, KEY_LENGTH);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number);
  if (![n, r, p].every((value) => Number.isInteger(value) && value > 0)) return false;
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
