import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_COST, hashPassword, passwordCost, verifyPassword } from './password';

describe('password hashes', () => {
  it('takes the cost of new hashes from PASSWORD_COST only when it is a whole number from 10 to 20', () => {
    expect(passwordCost(undefined)).toBe(DEFAULT_PASSWORD_COST);
    expect(passwordCost('10')).toBe(10);
    expect(passwordCost('20')).toBe(20);
    for (const bad of ['', '9', '21', '12.5', 'abc', ' ']) expect(passwordCost(bad)).toBe(DEFAULT_PASSWORD_COST);
  });

  it('checks a hash with the cost it names, so hashes made under another cost keep working', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored.split('$')[1]).toBe(String(2 ** passwordCost()));
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('wrong horse', stored)).toBe(false);

    const salt = randomBytes(16);
    const cheaper = ['scrypt', 1024, 8, 1, salt.toString('base64'), scryptSync('correct horse', salt, 64, { N: 1024, r: 8, p: 1 }).toString('base64')].join('$');
    expect(await verifyPassword('correct horse', cheaper)).toBe(true);
    expect(await verifyPassword('wrong horse', cheaper)).toBe(false);
  });
});
