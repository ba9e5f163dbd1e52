import { describe, expect, it } from 'vitest';
import { editRefusal, may, type Caller, type CommentLimits, type CommentTarget } from './permissions';

const limits: CommentLimits = { 'comment.add': 1, 'comment.edit': -1, 'comment.delete': -1 };
const NOW = 1_700_000_000;
const member = (userId: string, rank = 1, roleId = 1): Caller => ({ userId, roleId, rank, active: true });
const comment = (patch: Partial<CommentTarget> = {}): CommentTarget => ({ authorId: '7', createdAt: NOW - 60, status: 1, ...patch });

describe('comment permissions', () => {
  it('lets active members with the commenting reputation comment, and staff always', () => {
    expect(may(member('7', 1), 'comment.add', limits, NOW)).toBe(true);
    expect(may(member('7', 0), 'comment.add', limits, NOW)).toBe(false);
    expect(may(member('7', 0, 3), 'comment.add', limits, NOW)).toBe(true);
    expect(may({ ...member('7', 50), active: false }, 'comment.add', limits, NOW)).toBe(false);
    expect(may(null, 'comment.add', limits, NOW)).toBe(false);
  });

  it('lets the author edit for five minutes, staff at any time, and nobody else', () => {
    expect(may(member('7'), 'comment.edit', limits, NOW, comment())).toBe(true);
    expect(may(member('7'), 'comment.edit', limits, NOW, comment({ createdAt: NOW - 299 }))).toBe(true);
    expect(may(member('7'), 'comment.edit', limits, NOW, comment({ createdAt: NOW - 300 }))).toBe(false);
    expect(may(member('8', 100000), 'comment.edit', limits, NOW, comment())).toBe(false);
    expect(may(member('9', 1, 2), 'comment.edit', limits, NOW, comment({ createdAt: NOW - 86400 }))).toBe(true);
    expect(may(member('8', 50), 'comment.edit', { ...limits, 'comment.edit': 50 }, NOW, comment())).toBe(true);
    expect(may(member('9', 1, 3), 'comment.edit', limits, NOW, comment({ status: 10 }))).toBe(false);
  });

  it('lets the author delete at any time, staff too, and nobody else', () => {
    expect(may(member('7'), 'comment.delete', limits, NOW, comment({ createdAt: NOW - 86400 }))).toBe(true);
    expect(may(member('8', 100000), 'comment.delete', limits, NOW, comment())).toBe(false);
    expect(may(member('9', 1, 3), 'comment.delete', limits, NOW, comment())).toBe(true);
    expect(may(member('7'), 'comment.delete', limits, NOW, comment({ status: 10 }))).toBe(false);
  });

  it('answers general edit and delete rights by role or reputation only', () => {
    expect(may(member('7'), 'comment.edit', limits, NOW)).toBe(false);
    expect(may(member('9', 1, 2), 'comment.delete', limits, NOW)).toBe(true);
  });

  it('says why an edit is refused', () => {
    expect(editRefusal(member('7'), comment())).toBe('error.comment.cannot_edit_after_deadline');
    expect(editRefusal(member('8'), comment())).toBe('error.comment.edit_without_permission');
  });
});
