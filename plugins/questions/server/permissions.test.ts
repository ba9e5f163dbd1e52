import { describe, expect, it } from 'vitest';
import { can, DEFAULT_RANK_LIMITS, ROLE, type Actor, type QuestionTarget } from './permissions';
import { QUESTION_STATUS } from './tables';

const member = (rank: number, patch: Partial<Actor> = {}): Actor => ({ userId: '7', roleId: ROLE.user, rank, active: true, ...patch });
const moderator: Actor = { userId: '3', roleId: ROLE.moderator, rank: 1, active: true };
const admin: Actor = { userId: '1', roleId: ROLE.admin, rank: 1, active: true };
const question = (patch: Partial<QuestionTarget> = {}): QuestionTarget => ({ userId: '9', status: QUESTION_STATUS.available, answerCount: 0, ...patch });
const limits = DEFAULT_RANK_LIMITS;

describe('question permissions', () => {
  it('lets anyone with the ask threshold ask, nobody inactive and no guest', () => {
    expect(can(member(1), 'question.add', limits)).toBe(true);
    expect(can(member(0), 'question.add', limits)).toBe(false);
    expect(can(member(0, { roleId: ROLE.moderator }), 'question.add', limits)).toBe(true);
    expect(can(member(500, { active: false }), 'question.add', limits)).toBe(false);
    expect(can(null, 'question.add', limits)).toBe(false);
  });

  it('lets the author, staff and members with the edit threshold edit', () => {
    expect(can(member(1, { userId: '9' }), 'question.edit', limits, question())).toBe(true);
    expect(can(member(99), 'question.edit', limits, question())).toBe(false);
    expect(can(member(100), 'question.edit', limits, question())).toBe(true);
    expect(can(moderator, 'question.edit', limits, question())).toBe(true);
    expect(can(member(5000), 'question.edit', { ...limits, 'question.edit': -1 }, question())).toBe(false);
  });

  it('keeps closed and deleted questions for staff to edit', () => {
    for (const status of [QUESTION_STATUS.closed, QUESTION_STATUS.deleted]) {
      expect(can(member(1, { userId: '9' }), 'question.edit', limits, question({ status }))).toBe(false);
      expect(can(member(10_000), 'question.edit', limits, question({ status }))).toBe(false);
      expect(can(admin, 'question.edit', limits, question({ status }))).toBe(true);
    }
  });

  it('lets authors delete unanswered questions and staff delete any, never twice', () => {
    expect(can(member(1, { userId: '9' }), 'question.delete', limits, question())).toBe(true);
    expect(can(member(1, { userId: '9' }), 'question.delete', limits, question({ answerCount: 1 }))).toBe(false);
    expect(can(member(10_000), 'question.delete', limits, question())).toBe(false);
    expect(can(moderator, 'question.delete', limits, question({ answerCount: 3 }))).toBe(true);
    expect(can(admin, 'question.delete', limits, question({ status: QUESTION_STATUS.deleted }))).toBe(false);
  });

  it('lets only staff undelete, and only deleted questions', () => {
    expect(can(moderator, 'question.undelete', limits, question({ status: QUESTION_STATUS.deleted }))).toBe(true);
    expect(can(member(1, { userId: '9' }), 'question.undelete', limits, question({ status: QUESTION_STATUS.deleted }))).toBe(false);
    expect(can(admin, 'question.undelete', limits, question())).toBe(false);
  });

  it('needs the tag threshold for new tags and a staff role for reserved ones', () => {
    expect(can(member(749), 'tag.add', limits)).toBe(false);
    expect(can(member(750), 'tag.add', limits)).toBe(true);
    expect(can(moderator, 'tag.add', limits)).toBe(true);
    expect(can(member(1_000_000), 'tag.use_reserved_tag', limits)).toBe(false);
    expect(can(moderator, 'tag.use_reserved_tag', limits)).toBe(true);
    expect(can(admin, 'tag.use_reserved_tag', limits)).toBe(true);
  });
});

describe('question moderation permissions', () => {
  const moderatorOf: Actor = { userId: '3', roleId: ROLE.moderator, rank: 1, active: true };
  const adminOf: Actor = { userId: '1', roleId: ROLE.admin, rank: 1, active: true };
  const target = (patch: Partial<QuestionTarget> = {}): QuestionTarget => ({ userId: '9', status: QUESTION_STATUS.available, answerCount: 0, pin: 1, show: 1, ...patch });

  it('keeps close, reopen, pin and unlist to staff, whatever the reputation or authorship', () => {
    for (const action of ['question.close', 'question.pin', 'question.hide'] as const) {
      expect(can({ userId: '9', roleId: ROLE.user, rank: 1_000_000, active: true }, action, DEFAULT_RANK_LIMITS, target()), action).toBe(false);
      expect(can(moderatorOf, action, DEFAULT_RANK_LIMITS, target()), action).toBe(true);
      expect(can(adminOf, action, DEFAULT_RANK_LIMITS, target()), action).toBe(true);
      expect(can({ ...moderatorOf, active: false }, action, DEFAULT_RANK_LIMITS, target()), action).toBe(false);
    }
  });

  it('offers each action only where it applies', () => {
    const closed = target({ status: QUESTION_STATUS.closed });
    expect(can(moderatorOf, 'question.close', DEFAULT_RANK_LIMITS, closed)).toBe(false);
    expect(can(moderatorOf, 'question.reopen', DEFAULT_RANK_LIMITS, closed)).toBe(true);
    expect(can(moderatorOf, 'question.reopen', DEFAULT_RANK_LIMITS, target())).toBe(false);
    expect(can(moderatorOf, 'question.pin', DEFAULT_RANK_LIMITS, target({ pin: 2 }))).toBe(false);
    expect(can(moderatorOf, 'question.unpin', DEFAULT_RANK_LIMITS, target({ pin: 2 }))).toBe(true);
    expect(can(moderatorOf, 'question.show', DEFAULT_RANK_LIMITS, target({ show: 2 }))).toBe(true);
    expect(can(moderatorOf, 'question.hide', DEFAULT_RANK_LIMITS, target({ show: 2 }))).toBe(false);
    // deleted and pending questions are not moderated this way
    for (const status of [QUESTION_STATUS.deleted, QUESTION_STATUS.pending]) {
      expect(can(adminOf, 'question.close', DEFAULT_RANK_LIMITS, target({ status }))).toBe(false);
      expect(can(adminOf, 'question.pin', DEFAULT_RANK_LIMITS, target({ status }))).toBe(false);
    }
  });
});
