import { describe, expect, it } from 'vitest';
import type { Member } from '@answer/sdk/server';
import { DEFAULT_TAG_EDIT_LIMITS, editPermissionAnswer, editRefusal, mayRenameSlug, mayReviewTags, tagEditAccess, tagEditMode } from './edit-rules';

const member = (rank: number, roleId = 1, active = true): Member => ({ userId: '8', roleId, rank, active });
const limits = DEFAULT_TAG_EDIT_LIMITS;

describe('tag edit rules', () => {
  it('queues edits from rank.tag.edit on and lands them at once from rank.tag.edit_without_review or for staff', () => {
    expect(tagEditMode(member(49), limits)).toBe('none');
    expect(tagEditMode(member(50), limits)).toBe('review');
    expect(tagEditMode(member(9999), limits)).toBe('review');
    expect(tagEditMode(member(10000), limits)).toBe('direct');
    expect(tagEditMode(member(1, 3), limits)).toBe('direct');
    expect(tagEditMode(member(1, 2), limits)).toBe('direct');
    expect(tagEditMode(member(20000, 2, false), limits)).toBe('none');
    expect(tagEditMode(null, limits)).toBe('none');
  });

  it('lets nobody in by reputation where a threshold is -1', () => {
    const closed = { ...limits, 'tag.edit': -1, 'tag.edit_without_review': -1, 'tag.audit': -1 };
    expect(tagEditMode(member(1_000_000), closed)).toBe('none');
    expect(mayReviewTags(member(1_000_000), closed)).toBe(false);
    expect(tagEditMode(member(1, 3), closed)).toBe('direct');
    expect(editRefusal(closed).reason).toBe('error.rank.fail_to_meet_the_condition');
    expect(editRefusal(limits)).toMatchObject({ status: 403, reason: 'error.rank.no_enough_rank_to_operate', vars: { rank: 50 } });
  });

  it('lets staff and rank.tag.audit review, and only staff rename slugs', () => {
    expect(mayReviewTags(member(2499), limits)).toBe(false);
    expect(mayReviewTags(member(2500), limits)).toBe(true);
    expect(mayReviewTags(member(1, 3), limits)).toBe(true);
    expect(mayRenameSlug(member(1_000_000))).toBe(false);
    expect(mayRenameSlug(member(1, 3))).toBe(true);
    expect(mayRenameSlug(member(1, 3, false))).toBe(false);
  });

  it('answers the revision calls with the reputation still needed, and freezes deleted tags', () => {
    expect(tagEditAccess(member(10), limits, { live: true, revisionId: '7' })).toEqual({ edit: 'none', rank_needed: 50, review: false, question_id: '', revision_id: '7' });
    expect(tagEditAccess(member(2500), limits, { live: true, revisionId: '7' })).toEqual({ edit: 'review', rank_needed: 0, review: true, question_id: '', revision_id: '7' });
    expect(tagEditAccess(member(1, 2), limits, { live: false, revisionId: '7' })).toMatchObject({ edit: 'none', rank_needed: 0, review: true });
    expect(tagEditAccess(null, limits, { live: true, revisionId: '0' })).toMatchObject({ edit: 'none', rank_needed: 0 });
  });

  it('answers GET /permission with the reputation needed, or the role reason', () => {
    const t = (key: string, vars?: Record<string, unknown>) => `${key}${vars ? JSON.stringify(vars) : ''}`;
    expect(editPermissionAnswer(member(60), 'tag.edit', limits, t)).toEqual({ has_permission: true, no_permission_tip: '' });
    expect(editPermissionAnswer(member(60), 'tag.edit_without_review', limits, t)).toEqual({ has_permission: false, no_permission_tip: 'error.rank.no_enough_rank_to_operate{"rank":10000}' });
    expect(editPermissionAnswer(member(60), 'tag.edit_slug_name', limits, t).no_permission_tip).toBe('error.rank.fail_to_meet_the_condition');
    expect(editPermissionAnswer(member(1, 3), 'tag.edit_slug_name', limits, t).has_permission).toBe(true);
    expect(editPermissionAnswer(null, 'tag.audit', limits, t)).toEqual({ has_permission: false, no_permission_tip: 'error.rank.fail_to_meet_the_condition' });
  });
});
