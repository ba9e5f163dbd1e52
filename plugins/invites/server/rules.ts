/**
 * Who may invite members to answer (Answer's `answer.invite_someone_to_answer`): moderators and
 * admins always, other verified members from the `rank.answer.invite_someone_to_answer`
 * reputation (-1: nobody by reputation). At most five members are invited to a question.
 */
import type { Principal, ServerContext } from '@answer/sdk/server';

export const INVITE_ACTION = 'answer.invite_someone_to_answer';
export const MAX_INVITED = 5;
/** Privilege level 2, what a fresh site seeds; used when the row is missing. */
const DEFAULT_LIMIT = 500;
const STAFF_ROLES = new Set([2, 3]);

export interface Inviter {
  roleId: number;
  rank: number;
  /** Verified and not suspended. */
  active: boolean;
}

export function mayInvite(inviter: Inviter | null, limit: number): boolean {
  if (!inviter || !inviter.active) return false;
  return STAFF_ROLES.has(inviter.roleId) || (limit >= 0 && inviter.rank >= limit);
}

export const inviterOf = (principal: Principal, rank: number): Inviter => ({
  roleId: principal.roleId,
  rank,
  active: principal.status === 'normal' && principal.mailStatus !== 2,
});

export async function inviteLimit(ctx: ServerContext): Promise<number> {
  const stored = await ctx.config.get<number | string>(`rank.${INVITE_ACTION}`);
  const value = stored === null || stored === '' ? NaN : Number(stored);
  return Number.isFinite(value) ? value : DEFAULT_LIMIT;
}

/** The stored `invite_user_id` (a JSON list of user ids; '' or junk when none). */
export function invitedIds(stored: string): string[] {
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.map(String).filter((id) => /^[1-9]\d{0,18}$/.test(id)) : [];
  } catch {
    return [];
  }
}
