import { describe, expect, it } from 'vitest';
import { invitedIds, mayInvite } from './rules';

const member = (rank: number, roleId = 1, active = true) => ({ roleId, rank, active });

describe('mayInvite', () => {
  it('lets members in from the reputation threshold', () => {
    expect(mayInvite(member(499), 500)).toBe(false);
    expect(mayInvite(member(500), 500)).toBe(true);
  });

  it('always lets moderators and admins in, and nobody by reputation at -1', () => {
    expect(mayInvite(member(1, 3), 500)).toBe(true);
    expect(mayInvite(member(1, 2), -1)).toBe(true);
    expect(mayInvite(member(100000), -1)).toBe(false);
  });

  it('refuses guests and accounts that are not active', () => {
    expect(mayInvite(null, 0)).toBe(false);
    expect(mayInvite(member(1000, 2, false), 0)).toBe(false);
  });
});

describe('invitedIds', () => {
  it('reads the stored JSON list of user ids', () => {
    expect(invitedIds('["2","15"]')).toEqual(['2', '15']);
    expect(invitedIds('[3]')).toEqual(['3']);
  });

  it('reads nothing from an empty or broken column', () => {
    for (const stored of ['', 'null', '{"a":1}', '[', '["0","x"]']) expect(invitedIds(stored)).toEqual([]);
  });
});
