import { describe, expect, it } from 'vitest';
import loginSchema from '../schemas/login-settings.json';
import usersSchema from '../schemas/users-settings.json';
import { LOGIN_DEFAULTS, USERS_DEFAULTS } from './settings';
import { mergeLoginSettings, mergeUsersSettings, normalizeEmailDomains } from './site-rules';

describe('normalizeEmailDomains', () => {
  it('stores each domain once, lower case, without @ or spaces, dropping empty entries', () => {
    expect(normalizeEmailDomains([' @Example.COM ', 'example.com', '', '  ', 'Sub.Foo.org', '@sub.foo.org'])).toEqual(['example.com', 'sub.foo.org']);
  });
});

describe('mergeLoginSettings', () => {
  it('changes only the fields a save names, and ignores fields the schema does not declare', () => {
    const current = { ...LOGIN_DEFAULTS, allow_email_domains: ['example.com'] };
    const body = { login_required: true, unknown_flag: true } as Partial<typeof LOGIN_DEFAULTS>;
    expect(mergeLoginSettings(loginSchema, current, body)).toEqual({ ...LOGIN_DEFAULTS, login_required: true, allow_email_domains: ['example.com'] });
  });
});

describe('mergeUsersSettings', () => {
  it("falls back to Gravatar's own address when the base URL is emptied", () => {
    const saved = mergeUsersSettings(usersSchema, { ...USERS_DEFAULTS, gravatar_base_url: 'https://cdn.example.com/' }, { gravatar_base_url: '  ', default_avatar: 'gravatar' });
    expect(saved).toMatchObject({ default_avatar: 'gravatar', gravatar_base_url: USERS_DEFAULTS.gravatar_base_url });
  });
});
