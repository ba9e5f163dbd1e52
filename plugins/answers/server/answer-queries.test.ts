import { describe, expect, it } from 'vitest';
import { allowedInGeneral } from './answer-queries';
import type { AnswerLimits, Caller } from './permissions';

const limits: AnswerLimits = { 'answer.add': 1, 'answer.edit': 100, 'answer.delete': -1, 'answer.edit_without_review': 1000, 'answer.audit': 1000 };
const member = (rank: number, roleId = 1): Caller => ({ userId: '8', roleId, rank, active: true });

describe('answer permissions for GET /permission', () => {
  it('grants by reputation what reputation can earn', () => {
    expect(allowedInGeneral(member(1), 'answer.add', limits)).toBe(true);
    expect(allowedInGeneral(member(99), 'answer.edit', limits)).toBe(false);
    expect(allowedInGeneral(member(100), 'answer.edit', limits)).toBe(true);
    expect(allowedInGeneral(member(999), 'answer.edit_without_review', limits)).toBe(false);
    expect(allowedInGeneral(member(1000), 'answer.edit_without_review', limits)).toBe(true);
    expect(allowedInGeneral(member(1000), 'answer.audit', limits)).toBe(true);
  });

  it('keeps role-only actions to moderators and refuses guests and inactive members', () => {
    expect(allowedInGeneral(member(100000), 'answer.delete', limits)).toBe(false);
    expect(allowedInGeneral(member(100000), 'answer.accept', limits)).toBe(false);
    expect(allowedInGeneral(member(1, 3), 'answer.accept', limits)).toBe(true);
    expect(allowedInGeneral(member(1, 2), 'answer.delete', limits)).toBe(true);
    expect(allowedInGeneral(null, 'answer.add', limits)).toBe(false);
    expect(allowedInGeneral({ ...member(5000), active: false }, 'answer.edit', limits)).toBe(false);
  });
});
