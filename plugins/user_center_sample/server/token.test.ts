import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { UserCenterRefused } from '@answer/sdk/server';
import { verifyPortalToken } from './token';

const SECRET = 'a-shared-secret-of-at-least-32-characters';
const SITE = 'https://answers.example.com';
const NOW = new Date('2025-03-01T12:00:00Z');
const nowSeconds = Math.floor(NOW.getTime() / 1000);

interface Sign {
  claims?: Record<string, unknown>;
  secret?: string;
  alg?: string;
  iat?: number;
  exp?: number;
  aud?: string | null;
}

function sign({ claims = {}, secret = SECRET, alg = 'HS256', iat = nowSeconds - 5, exp = nowSeconds + 120, aud = SITE }: Sign = {}): Promise<string> {
  const jwt = new SignJWT({ sub: 'portal-42', email: 'ada@example.com', email_verified: true, name: 'Ada Lovelace', preferred_username: 'ada', jti: 'link-1', ...claims })
    .setProtectedHeader({ alg })
    .setIssuedAt(iat)
    .setExpirationTime(exp);
  if (aud !== null) jwt.setAudience(aud);
  return jwt.sign(new TextEncoder().encode(secret));
}

const refused = async (token: Promise<string> | string, audience = SITE) => {
  const error = await verifyPortalToken(await token, SECRET, audience, NOW).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(UserCenterRefused);
  return (error as UserCenterRefused).detail;
};

describe('the portal\'s signed link', () => {
  it('says who the person is', async () => {
    const pass = await verifyPortalToken(await sign(), SECRET, SITE, NOW);
    expect(pass).toEqual({
      person: { external_id: 'portal-42', username: 'ada', display_name: 'Ada Lovelace', email: 'ada@example.com', email_verified: true, avatar: '' },
      jti: 'link-1',
      exp: nowSeconds + 120,
    });
  });

  it('vouches for the address only when the portal says so in so many words', async () => {
    expect((await verifyPortalToken(await sign({ claims: { email_verified: 'true' } }), SECRET, SITE, NOW)).person.email_verified).toBe(false);
    expect((await verifyPortalToken(await sign({ claims: { email_verified: undefined } }), SECRET, SITE, NOW)).person.email_verified).toBe(false);
  });

  it('refuses a link signed with another secret', async () => {
    expect(await refused(sign({ secret: 'another-secret-that-is-also-long-enough' }))).toMatch(/signature/i);
  });

  it('refuses a forged link: changed claims, no signature, another algorithm', async () => {
    const [header, , signature] = (await sign()).split('.');
    const changed = Buffer.from(JSON.stringify({ sub: 'admin-1', aud: SITE, iat: nowSeconds, exp: nowSeconds + 60, jti: 'x' })).toString('base64url');
    await refused(`${header}.${changed}.${signature}`);
    await refused(new UnsecuredJWT({ sub: 'portal-42', jti: 'x' }).setAudience(SITE).setIssuedAt(nowSeconds).setExpirationTime(nowSeconds + 60).encode());
    expect(await refused(sign({ alg: 'HS512' }))).toMatch(/alg/i);
    await refused('not-a-token');
  });

  it('refuses an expired link, and one issued too long ago whatever its expiry', async () => {
    expect(await refused(sign({ iat: nowSeconds - 300, exp: nowSeconds - 60 }))).toMatch(/exp/i);
    await refused(sign({ iat: nowSeconds - 11 * 60, exp: nowSeconds + 3600 }));
  });

  it('refuses a link for another site or for no site', async () => {
    expect(await refused(sign({ aud: 'https://elsewhere.example.com' }))).toMatch(/aud/i);
    await refused(sign({ aud: null }));
  });

  it('refuses a link without a person or without its own id', async () => {
    await refused(sign({ claims: { sub: undefined } }));
    await refused(sign({ claims: { sub: '   ' } }));
    await refused(sign({ claims: { sub: 'x'.repeat(129) } }));
    await refused(sign({ claims: { jti: undefined } }));
  });
});
