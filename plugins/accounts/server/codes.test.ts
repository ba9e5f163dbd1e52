import { describe, expect, it } from 'vitest';
import { accountStamp, linkFits } from './codes';

describe('link stamps', () => {
  const account = { pass: 'scrypt$16384$8$1$salt$hash', e_mail: 'ada@example.com', mail_status: 1 };
  const link = { user_id: '7', e_mail: account.e_mail, stamp: accountStamp(account) };

  it('fit the account they were sent for, however its numbers come back from the database', () => {
    expect(linkFits(link, { ...account, mail_status: '1' })).toBe(true);
  });

  it('stop fitting once the password, the address or the verification changes', () => {
    expect(linkFits(link, { ...account, pass: 'scrypt$16384$8$1$salt$other' })).toBe(false);
    expect(linkFits(link, { ...account, e_mail: 'ada@elsewhere.org' })).toBe(false);
    expect(linkFits(link, { ...account, mail_status: 2 })).toBe(false);
  });

  it('never fit a link without a stamp, and say nothing of the password', () => {
    expect(linkFits({ user_id: '7', e_mail: account.e_mail }, account)).toBe(false);
    expect(link.stamp).not.toContain('hash');
    expect(link.stamp).toMatch(/^[0-9a-f]{32}$/);
  });
});
