/**
 * The caller as privilege rules see them (answer.md 5.2/5.3): role and reputation from the
 * session, and whether the account may act at all. Every plugin's permission checks start here.
 */
import type { Principal } from './context';

export interface Member {
  userId: string;
  /** 1 user, 2 admin, 3 moderator */
  roleId: number;
  /** Reputation, compared against the `rank.*` thresholds. */
  rank: number;
  /** Verified and not suspended: only such accounts act. */
  active: boolean;
}

const MAIL_NOT_ACTIVATED = 2;

export function memberOf(principal: Principal): Member;
export function memberOf(principal: Principal | null): Member | null;
export function memberOf(principal: Principal | null): Member | null {
  if (!principal) return null;
  return {
    userId: principal.userId,
    roleId: principal.roleId,
    rank: principal.rank,
    active: principal.status === 'normal' && principal.mailStatus !== MAIL_NOT_ACTIVATED,
  };
}
