import { describe, expect, it } from 'vitest';
import { claimValue, userInfoFrom, type ClaimNames } from './claims';

const names: ClaimNames = { id: 'sub', name: 'name', username: 'preferred_username', email: 'email', avatar: 'picture' };

describe('claims to the person', () => {
  it('reads the configured claims, numbers and nested names included', () => {
    expect(claimValue({ profile: { mail: 'a@b.c' } }, 'profile.mail')).toBe('a@b.c');
    expect(claimValue({ 'profile.mail': 'flat' }, 'profile.mail')).toBe('flat');
    const info = userInfoFrom({ id: 42, login: 'octo', mail: 'o@example.com' }, { ...names, id: 'id', username: 'login', email: 'mail' }, false, {});
    expect(info).toMatchObject({ external_id: '42', username: 'octo', email: 'o@example.com', email_verified: false, display_name: '' });
  });

  it('trusts an email only as the provider and the admin say', () => {
    const verified = (claims: Record<string, unknown>, trust: boolean) => userInfoFrom({ sub: '1', email: 'p@example.com', ...claims }, names, trust, {}).email_verified;
    expect(verified({ email_verified: true }, false)).toBe(true);
    expect(verified({ email_verified: 'true' }, false)).toBe(true);
    expect(verified({}, false)).toBe(false);
    expect(verified({}, true)).toBe(true);
    expect(verified({ email_verified: false }, true)).toBe(false);
    expect(userInfoFrom({ sub: '1', email_verified: true }, names, true, {}).email_verified).toBe(false);
  });
});
