import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_COST, hashPassword, needsRehash, passwordCost, scryptParameters, verifyPassword } from './password';

describe('password hashes', () => {
  it('takes the cost of new hashes from PASSWORD_COST only when it is a whole number from 10 to 20', () => {
    expect(passwordCost(undefined)).toBe(DEFAULT_PASSWORD_COST);
    expect(passwordCost('10')).toBe(10);
    expect(passwordCost('20')).toBe(20);
    for (const bad of ['', '9', '21', '12.5', 'abc', ' ']) expect(passwordCost(bad)).toBe(DEFAULT_PASSWORD_COST);
  });

  it('checks a hash with the cost it names, so hashes made under another cost keep working', async () => {
    const stored = await hashPassword('correct horse');
    const { n, r, p } = scryptParameters();
    expect(stored.split('$').slice(1, 4)).toEqual([String(n), String(r), String(p)]);
    expect(needsRehash(stored)).toBe(false);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('wrong horse', stored)).toBe(false);

    const salt = randomBytes(16);
    const cheaper = ['scrypt', 1024, 8, 1, salt.toString('base64'), scryptSync('correct horse', salt, 64, { N: 1024, r: 8, p: 1 }).toString('base64')].join('$');
    expect(await verifyPassword('correct horse', cheaper)).toBe(true);
    expect(await verifyPassword('wrong horse', cheaper)).toBe(false);
    expect(needsRehash(cheaper)).toBe(n !== 1024 || p !== 1);
    expect(needsRehash('$2a$10$not-one-of-ours')).toBe(false);
  });

  it('keeps a derivation at 4 MB and puts further cost into parallel lanes, each step doubling the work', () => {
    expect(scryptParameters(10)).toEqual({ n: 1024, r: 8, p: 1 });
    expect(scryptParameters(12)).toEqual({ n: 4096, r: 8, p: 1 });
    expect(scryptParameters(DEFAULT_PASSWORD_COST)).toEqual({ n: 4096, r: 8, p: 4 });
    expect(scryptParameters(20)).toEqual({ n: 4096, r: 8, p: 256 });
    for (let cost = 10; cost <= 20; cost += 1) {
      const { n, r, p } = scryptParameters(cost);
      expect(n * p).toBe(2 ** cost);
      expect(128 * n * r).toBeLessThanOrEqual(4 * 1024 * 1024);
    }
  });
});
