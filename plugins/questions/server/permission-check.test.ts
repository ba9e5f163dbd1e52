import { describe, expect, it } from 'vitest';
import { permissionAnswer } from './permission-check';
import { DEFAULT_RANK_LIMITS, ROLE, type Actor } from './permissions';

const t = (key: string, vars?: Record<string, unknown>) => (vars ? `${key}:${JSON.stringify(vars)}` : key);
const member = (rank: number): Actor => ({ userId: '7', roleId: ROLE.user, rank, active: true });
const moderator: Actor = { userId: '3', roleId: ROLE.moderator, rank: 1, active: true };

describe('permission answers', () => {
  it('says which reputation is missing, or that moderators only may', () => {
    expect(permissionAnswer(member(1), 'question.add', DEFAULT_RANK_LIMITS, t)).toEqual({ has_permission: true, no_permission_tip: '' });
    expect(permissionAnswer(member(1), 'question.edit', DEFAULT_RANK_LIMITS, t)).toEqual({ has_permission: false, no_permission_tip: 'error.rank.no_enough_rank_to_operate:{"rank":100}' });
    expect(permissionAnswer(member(100), 'question.edit', DEFAULT_RANK_LIMITS, t).has_permission).toBe(true);
    expect(permissionAnswer(member(100_000), 'question.close', DEFAULT_RANK_LIMITS, t)).toEqual({ has_permission: false, no_permission_tip: 'error.question.moderators_only' });
    expect(permissionAnswer(member(100_000), 'question.delete', DEFAULT_RANK_LIMITS, t).no_permission_tip).toBe('error.question.moderators_only');
    expect(permissionAnswer(null, 'question.add', DEFAULT_RANK_LIMITS, t).no_permission_tip).toBe('error.question.login_needed');
  });

  it('lets moderators do every question action', () => {
    for (const action of ['question.close', 'question.reopen', 'question.pin', 'question.unpin', 'question.hide', 'question.show', 'question.delete', 'tag.use_reserved_tag'] as const) {
      expect(permissionAnswer(moderator, action, DEFAULT_RANK_LIMITS, t).has_permission, action).toBe(true);
    }
  });
});
