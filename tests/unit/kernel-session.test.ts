import { describe, expect, it, vi } from 'vitest';
import type { GuardName, SessionUser } from '@answer/sdk';
import { SessionStore } from '../../core/src/session/session';
import { checkGuards, routeCheckOutcome } from '../../core/src/session/guards';
import { ExpiringStorage, MemoryBackend } from '../../core/src/storage/storage';

function user(extra: Partial<SessionUser> = {}): SessionUser {
  return { id: '1', username: 'ann', display_name: 'Ann', rank: 1, status: 'normal', mail_status: 1, role_id: 1, ...extra };
}

function make(fetched: SessionUser | null, token = 'tok') {
  let now = 0;
  const storage = new ExpiringStorage(new MemoryBackend(), () => now);
  if (token) storage.set('_a_ltk_', token);
  const fetchUser = vi.fn(async () => fetched);
  const session = new SessionStore({ storage, fetchUser, now: () => now });
  return { session, storage, fetchUser, tick: (ms: number) => (now += ms) };
}

describe('session derivation (spec section 4)', () => {
  it('a visitor without a token is a guest and /user/info is not asked', async () => {
    const { session, fetchUser } = make(user(), '');
    await session.refresh(true);
    expect(fetchUser).not.toHaveBeenCalled();
    expect(session.isLoggedIn).toBe(false);
    expect(session.isActivated).toBe(false);
  });

  it('a token the server no longer knows makes a guest and is forgotten', async () => {
    const { session, storage } = make(null);
    await session.refresh(true);
    expect(session.isLoggedIn).toBe(false);
    expect(session.token).toBe('');
    expect(storage.get('_a_ltk_')).toBeUndefined();
  });

  it.each([
    ['normal user', user(), { isLoggedIn: true, isActivated: true, isForbidden: false, isNormal: true, isAdmin: false, isModerator: false }],
    ['not activated', user({ mail_status: 2 }), { isLoggedIn: true, isActivated: false, isForbidden: false, isNormal: false, isAdmin: false, isModerator: false }],
    ['suspended admin', user({ status: 'suspended', role_id: 2 }), { isLoggedIn: true, isActivated: true, isForbidden: true, isNormal: false, isAdmin: false, isModerator: false }],
    ['admin', user({ role_id: 2 }), { isLoggedIn: true, isActivated: true, isForbidden: false, isNormal: true, isAdmin: true, isModerator: false }],
    ['moderator', user({ role_id: 3 }), { isLoggedIn: true, isActivated: true, isForbidden: false, isNormal: true, isAdmin: false, isModerator: true }],
    ['inactive admin', user({ role_id: 2, mail_status: 2 }), { isLoggedIn: true, isActivated: false, isForbidden: false, isNormal: false, isAdmin: false, isModerator: false }],
  ])('%s', async (_name, fetched, expected) => {
    const { session } = make(fetched);
    await session.refresh(true);
    expect({
      isLoggedIn: session.isLoggedIn,
      isActivated: session.isActivated,
      isForbidden: session.isForbidden,
      isNormal: session.isNormal,
      isAdmin: session.isAdmin,
      isModerator: session.isModerator,
    }).toEqual(expected);
  });

  it('skips a refresh within 10 s unless forced', async () => {
    const { session, fetchUser, tick } = make(user());
    await session.refresh();
    tick(9_999);
    await session.refresh();
    expect(fetchUser).toHaveBeenCalledTimes(1);
    await session.refresh(true);
    expect(fetchUser).toHaveBeenCalledTimes(2);
    tick(10_000);
    await session.refresh();
    expect(fetchUser).toHaveBeenCalledTimes(3);
  });

  it('stores the token echoed by /user/info', async () => {
    const { session, storage } = make(user({ access_token: 'fresh' }));
    await session.refresh(true);
    expect(session.token).toBe('fresh');
    expect(storage.get('_a_ltk_')).toBe('fresh');
  });

  it('login with a token goes to the saved path, the inactive page, or home', async () => {
    const active = make(user(), '');
    active.session.saveReturnPath('/questions/ask');
    expect(await active.session.loginWithToken('t1')).toBe('/questions/ask');
    expect(active.storage.get('_a_ltk_')).toBe('t1');
    expect(active.storage.get('_a_rp_')).toBeUndefined();
    expect(await active.session.loginWithToken('t1')).toBe('/');

    const inactive = make(user({ mail_status: 2 }), '');
    expect(await inactive.session.loginWithToken('t2')).toBe('/users/login?status=inactive');
    expect(await make(user(), '').session.loginWithToken('')).toBe('/');
  });

  it('does not save the login and sign-up pages as the return path', () => {
    const { session, storage } = make(null, '');
    session.saveReturnPath('/users/login?status=inactive');
    session.saveReturnPath('/users/register');
    expect(storage.get('_a_rp_')).toBeUndefined();
    session.saveReturnPath('/tags?page=2');
    expect(storage.get('_a_rp_')).toBe('/tags?page=2');
  });

  it('clear forgets token and user', async () => {
    const { session, storage } = make(user());
    await session.refresh(true);
    session.clear();
    expect(session.isLoggedIn).toBe(false);
    expect(storage.get('_a_ltk_')).toBeUndefined();
  });
});

describe('route guards', () => {
  const guest = { isLoggedIn: false, isActivated: false, isForbidden: false, isAdmin: false, isModerator: false };
  const member = { ...guest, isLoggedIn: true, isActivated: true };
  const inactive = { ...guest, isLoggedIn: true };
  const suspended = { ...member, isForbidden: true };
  const admin = { ...member, isAdmin: true };
  const moderator = { ...member, isModerator: true };
  const check = (guards: GuardName[], session: typeof guest, loginRequired = false, isPublic = false) =>
    checkGuards({ guards, session, loginRequired, isPublic });
  const login = { kind: 'redirect', to: '/users/login', replace: true, saveReturnPath: true };
  const home = { kind: 'redirect', to: '/', replace: true, saveReturnPath: false };

  it('loggedIn: guests go to login (path saved), suspended users to the suspended page', () => {
    expect(check(['loggedIn'], guest)).toEqual(login);
    expect(check(['loggedIn'], member)).toEqual({ kind: 'allow' });
    expect(check(['loggedIn'], suspended)).toMatchObject({ to: '/users/account-suspended' });
  });

  it('notLoggedIn: activated users go home; not activated users still reach login', () => {
    expect(check(['notLoggedIn'], member)).toEqual(home);
    expect(check(['notLoggedIn'], inactive)).toEqual({ kind: 'allow' });
    expect(check(['notLoggedIn'], guest)).toEqual({ kind: 'allow' });
  });

  it('activated: guests to login, not activated to the inactive page', () => {
    expect(check(['activated'], guest)).toEqual(login);
    expect(check(['activated'], inactive)).toMatchObject({ to: '/users/login?status=inactive' });
    expect(check(['activated'], member)).toEqual({ kind: 'allow' });
  });

  it('notActivated: activated users go home', () => {
    expect(check(['notActivated'], member)).toEqual(home);
    expect(check(['notActivated'], inactive)).toEqual({ kind: 'allow' });
  });

  it('admin: 403 for everyone but admins; adminOrModerator lets moderators in', () => {
    expect(check(['admin'], guest)).toEqual(login);
    expect(check(['admin'], moderator)).toEqual({ kind: 'forbidden' });
    expect(check(['admin'], admin)).toEqual({ kind: 'allow' });
    expect(check(['adminOrModerator'], member)).toEqual({ kind: 'forbidden' });
    expect(check(['adminOrModerator'], moderator)).toEqual({ kind: 'allow' });
    expect(check(['adminOrModerator'], admin)).toEqual({ kind: 'allow' });
  });

  it('site-wide login required: guests go to login except on public routes', () => {
    expect(check([], guest, true)).toEqual(login);
    expect(check([], guest, true, true)).toEqual({ kind: 'allow' });
    expect(check([], member, true)).toEqual({ kind: 'allow' });
    expect(check([], guest, false)).toEqual({ kind: 'allow' });
  });

  it('a suspended account is sent to the suspended page from any page but the public account pages', () => {
    expect(check([], suspended)).toMatchObject({ kind: 'redirect', to: '/users/account-suspended' });
    expect(check([], suspended, false, true)).toEqual({ kind: 'allow' });
  });

  it("a route's own check allows, forbids or redirects without saving the path", () => {
    expect(routeCheckOutcome('allow')).toEqual({ kind: 'allow' });
    expect(routeCheckOutcome('forbidden')).toEqual({ kind: 'forbidden' });
    expect(routeCheckOutcome({ redirect: '/' })).toEqual(home);
  });
});
