import { describe, expect, it } from 'vitest';
import { DEFAULT_REVIEW_LIMITS, mayReview, questionEditAccess, reviewableTypes } from './edit-access';
import { DEFAULT_RANK_LIMITS, type Actor, type QuestionTarget } from './permissions';

const member = (userId: string, rank = 1, roleId = 1): Actor => ({ userId, roleId, rank, active: true });
const target = (patch: Partial<QuestionTarget> = {}): QuestionTarget => ({ userId: '7', status: 1, answerCount: 0, ...patch });
const access = (actor: Actor | null, patch: Partial<QuestionTarget> = {}) => questionEditAccess(actor, target(patch), { id: 'q', revisionId: '5' }, DEFAULT_RANK_LIMITS, DEFAULT_REVIEW_LIMITS);

describe('question edit access', () => {
  it('lands edits of the author, staff and 1000 reputation at once and queues 100 to 999', () => {
    expect(access(member('7')).edit).toBe('direct');
    expect(access(member('9', 1, 3)).edit).toBe('direct');
    expect(access(member('8', 1000)).edit).toBe('direct');
    expect(access(member('8', 999)).edit).toBe('review');
    expect(access(member('8', 100))).toEqual({ edit: 'review', rank_needed: 0, review: false, question_id: 'q', revision_id: '5' });
  });

  it('refuses with the reputation needed, or without one when the question is frozen', () => {
    expect(access(member('8', 99))).toMatchObject({ edit: 'none', rank_needed: 100 });
    expect(access(member('8', 5000), { status: 2 })).toMatchObject({ edit: 'none', rank_needed: 0 });
    expect(access(member('9', 1, 2), { status: 2 }).edit).toBe('direct');
    expect(access(null)).toMatchObject({ edit: 'none', rank_needed: 0, review: false });
  });

  it('lets staff and members with the audit reputation review, per kind of post', () => {
    expect(mayReview(member('8', 1000), 1, DEFAULT_REVIEW_LIMITS)).toBe(true);
    expect(mayReview(member('8', 999), 2, DEFAULT_REVIEW_LIMITS)).toBe(false);
    expect(reviewableTypes(member('8', 1500), { ...DEFAULT_REVIEW_LIMITS, 'answer.audit': 2000 })).toEqual([1]);
    expect(reviewableTypes(member('9', 1, 3), DEFAULT_REVIEW_LIMITS)).toEqual([1, 2, 3]);
    expect(reviewableTypes({ ...member('8', 5000), active: false }, DEFAULT_REVIEW_LIMITS)).toEqual([]);
  });

  it('lets members review tag edits from rank.tag.audit on, and none when it is -1', () => {
    expect(reviewableTypes(member('8', 2499), DEFAULT_REVIEW_LIMITS)).toEqual([1, 2]);
    expect(reviewableTypes(member('8', 2500), DEFAULT_REVIEW_LIMITS)).toEqual([1, 2, 3]);
    expect(mayReview(member('8', 100_000), 3, { ...DEFAULT_REVIEW_LIMITS, 'tag.audit': -1 })).toBe(false);
    expect(mayReview(member('9', 1, 2), 3, { ...DEFAULT_REVIEW_LIMITS, 'tag.audit': -1 })).toBe(true);
  });
});
