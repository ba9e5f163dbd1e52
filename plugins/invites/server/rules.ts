/**
 * Who may invite members to answer (Answer's `answer.invite_someone_to_answer`): moderators and
 * admins always, other verified members from the `rank.answer.invite_someone_to_answer`
 * reputation (-1: nobody by reputation). At most five members are invited to a question.
 */
import { readNumbers, type Member, type ServerContext } from '@answer/sdk/server';

export const INVITE_ACTION = 'answer.invite_someone_to_answer';
export const MAX_INVITED = 5;
/** Privilege level 2, what a fresh site seeds; used when the row is missing. */
const DEFAULT_LIMIT = 500;
const STAFF_ROLES = new Set([2, 3]);

/** What the rule needs of the caller (`memberOf(principal)`). */
export type Inviter = Pick<Member, 'roleId' | 'rank' | 'active'>;

export function mayInvite(inviter: Inviter | null, limit: number): boolean {
  if (!inviter || !inviter.active) return false;
  return STAFF_ROLES.has(inviter.roleId) || (limit >= 0 && inviter.rank >= limit);
}

const DEFAULT_LIMITS = { [INVITE_ACTION]: DEFAULT_LIMIT };

export async function inviteLimit(ctx: ServerContext): Promise<number> {
  return (await readNumbers(ctx.config, DEFAULT_LIMITS, 'rank.'))[INVITE_ACTION];
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
