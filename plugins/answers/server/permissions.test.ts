import { describe, expect, it } from 'vitest';
import { editMode, may, mayReview, othersRightsKey, type AnswerLimits, type AnswerTarget, type Caller } from './permissions';

const limits: AnswerLimits = { 'answer.add': 1, 'answer.edit': 100, 'answer.delete': -1, 'answer.edit_without_review': 1000, 'answer.audit': 1000 };
const member = (userId: string, rank = 1, roleId = 1): Caller => ({ userId, roleId, rank, active: true });
const target = (patch: Partial<AnswerTarget> = {}): AnswerTarget => ({ authorId: '7', status: 1, accepted: false, questionAuthorId: '3', questionStatus: 1, ...patch });

describe('answer permissions', () => {
  it('lets members with the answering reputation answer, and nobody inactive', () => {
    expect(may(member('7', 1), 'answer.add', limits)).toBe(true);
    expect(may(member('7', 0), 'answer.add', limits)).toBe(false);
    expect(may(member('7', 0, 3), 'answer.add', limits)).toBe(true);
    expect(may({ ...member('7', 500), active: false }, 'answer.add', limits)).toBe(false);
    expect(may(null, 'answer.add', limits)).toBe(false);
  });

  it('lets the author, moderators and trusted members edit; deleted answers only moderators', () => {
    expect(may(member('7'), 'answer.edit', limits, target())).toBe(true);
    expect(may(member('8', 99), 'answer.edit', limits, target())).toBe(false);
    expect(may(member('8', 100), 'answer.edit', limits, target())).toBe(true);
    expect(may(member('7'), 'answer.edit', limits, target({ status: 10 }))).toBe(false);
    expect(may(member('7'), 'answer.edit', limits, target({ questionStatus: 10 }))).toBe(false);
    expect(may(member('9', 1, 2), 'answer.edit', limits, target({ status: 10 }))).toBe(true);
    // answers to closed questions stay editable
    expect(may(member('7'), 'answer.edit', limits, target({ questionStatus: 2 }))).toBe(true);
  });

  it('keeps an accepted answer from its author; moderators may still delete it', () => {
    expect(may(member('7'), 'answer.delete', limits, target())).toBe(true);
    expect(may(member('7'), 'answer.delete', limits, target({ accepted: true }))).toBe(false);
    expect(may(member('9', 1, 3), 'answer.delete', limits, target({ accepted: true }))).toBe(true);
    expect(may(member('8', 10000), 'answer.delete', limits, target())).toBe(false);
    expect(may(member('8', 50), 'answer.delete', { ...limits, 'answer.delete': 50 }, target())).toBe(true);
  });

  it('undeletes by moderators only, and accepts by the question author or moderators', () => {
    expect(may(member('7'), 'answer.undelete', limits, target({ status: 10 }))).toBe(false);
    expect(may(member('9', 1, 3), 'answer.undelete', limits, target({ status: 10 }))).toBe(true);
    expect(may(member('9', 1, 3), 'answer.undelete', limits, target())).toBe(false);
    expect(may(member('3'), 'answer.accept', limits, target())).toBe(true);
    expect(may(member('7'), 'answer.accept', limits, target())).toBe(false);
    expect(may(member('9', 1, 2), 'answer.accept', limits, target())).toBe(true);
    expect(may(member('3'), 'answer.accept', limits, target({ status: 10 }))).toBe(false);
    expect(may(member('3'), 'answer.accept', limits, target({ questionStatus: 10 }))).toBe(false);
  });

  it('lands edits of the author, moderators and 1000 reputation at once and queues the others', () => {
    expect(editMode(member('7'), limits, target())).toBe('direct');
    expect(editMode(member('9', 1, 3), limits, target())).toBe('direct');
    expect(editMode(member('8', 1000), limits, target())).toBe('direct');
    expect(editMode(member('8', 999), limits, target())).toBe('review');
    expect(editMode(member('8', 100), limits, target())).toBe('review');
    expect(editMode(member('8', 99), limits, target())).toBe('none');
    expect(editMode(member('8', 5000), limits, target({ status: 10 }))).toBe('none');
    expect(editMode(null, limits, target())).toBe('none');
  });

  it('lets moderators and members with the audit reputation review suggested edits', () => {
    expect(mayReview(member('8', 1000), limits)).toBe(true);
    expect(mayReview(member('8', 999), limits)).toBe(false);
    expect(mayReview(member('9', 1, 2), limits)).toBe(true);
    expect(mayReview({ ...member('8', 5000), active: false }, limits)).toBe(false);
    expect(mayReview(member('8', 5000), { ...limits, 'answer.audit': -1 })).toBe(false);
  });

  it('gives callers with the same rights key the same rights on answers and questions they did not write', () => {
    const actions = ['answer.edit', 'answer.delete', 'answer.undelete', 'answer.accept'] as const;
    const targets = [target(), target({ accepted: true }), target({ status: 10 }), target({ questionStatus: 10 }), target({ questionStatus: 2 })];
    const tried = [limits, { ...limits, 'answer.delete': 50 }, { ...limits, 'answer.edit': -1 }];
    const callers = [0, 1, 49, 50, 99, 100, 5000].flatMap((rank) => [1, 2, 3].flatMap((roleId) => [member('20', rank, roleId), { ...member('21', rank, roleId), active: false }]));
    for (const set of tried) {
      const rightsByKey = new Map<string, string>();
      for (const caller of callers) {
        const rights = JSON.stringify(targets.map((on) => actions.map((action) => may(caller, action, set, on))));
        const key = othersRightsKey(caller, set);
        expect(rightsByKey.get(key) ?? rights, `${key} rank ${caller.rank} role ${caller.roleId}`).toBe(rights);
        rightsByKey.set(key, rights);
      }
      // keys tell apart what differs: more than one set of rights among these callers
      expect(rightsByKey.size).toBeGreaterThan(1);
    }
  });
});
