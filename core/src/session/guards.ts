/** Route guards of spec section 4 as a pure decision, so the router and tests share it. */
import type { GuardName, RouteCheckResult, SessionView } from '@answer/sdk';
import { ROUTE } from '../http/pipeline';

export type GuardOutcome =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; replace: boolean; saveReturnPath: boolean }
  | { kind: 'forbidden' };

type SessionState = Pick<SessionView, 'isLoggedIn' | 'isActivated' | 'isForbidden' | 'isAdmin' | 'isModerator'>;

export interface GuardInput {
  guards: readonly GuardName[];
  session: SessionState;
  /** `siteinfo.login.login_required`. */
  loginRequired: boolean;
  /** The route is reachable on a private site (account pages). */
  isPublic: boolean;
}

const ALLOW: GuardOutcome = { kind: 'allow' };
const toLogin: GuardOutcome = { kind: 'redirect', to: ROUTE.login, replace: true, saveReturnPath: true };
const toHome: GuardOutcome = { kind: 'redirect', to: ROUTE.home, replace: true, saveReturnPath: false };
const toInactive: GuardOutcome = { kind: 'redirect', to: ROUTE.inactive, replace: true, saveReturnPath: false };
const toSuspended: GuardOutcome = { kind: 'redirect', to: ROUTE.suspended, replace: true, saveReturnPath: false };
const FORBIDDEN: GuardOutcome = { kind: 'forbidden' };

/** A route's own `check` result as a guard outcome. */
export function routeCheckOutcome(result: RouteCheckResult): GuardOutcome {
  if (result === 'allow') return ALLOW;
  if (result === 'forbidden') return FORBIDDEN;
  return { kind: 'redirect', to: result.redirect, replace: true, saveReturnPath: false };
}

export function checkGuards({ guards, session, loginRequired, isPublic }: GuardInput): GuardOutcome {
  if (loginRequired && !isPublic && !session.isLoggedIn) return toLogin;
  // A suspended account sees only the public account pages (the suspended page among them).
  if (session.isForbidden && !isPublic) return toSuspended;
  for (const guard of guards) {
    const outcome = checkGuard(guard, session);
    if (outcome.kind !== 'allow') return outcome;
  }
  return ALLOW;
}

function checkGuard(guard: GuardName, session: SessionState): GuardOutcome {
  switch (guard) {
    case 'loggedIn':
      if (!session.isLoggedIn) return toLogin;
      return session.isForbidden ? toSuspended : ALLOW;
    case 'notLoggedIn':
      // A logged-in user whose email is not verified still reaches login (its inactive notice).
      return session.isLoggedIn && session.isActivated ? toHome : ALLOW;
    case 'activated':
      if (!session.isLoggedIn) return toLogin;
      if (!session.isActivated) return toInactive;
      return session.isForbidden ? toSuspended : ALLOW;
    case 'notActivated':
      return session.isActivated ? toHome : ALLOW;
    case 'admin':
      if (!session.isLoggedIn) return toLogin;
      if (session.isForbidden) return toSuspended;
      return session.isAdmin ? ALLOW : FORBIDDEN;
    case 'adminOrModerator':
      if (!session.isLoggedIn) return toLogin;
      if (session.isForbidden) return toSuspended;
      return session.isAdmin || session.isModerator ? ALLOW : FORBIDDEN;
    default:
      return ALLOW;
  }
}
