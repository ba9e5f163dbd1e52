import { describe, expect, it } from 'vitest';
import { adminDecision, closeReasonFor } from './admin-decision';
import { memberIdOf } from './members';
import type { FlagReason } from './reasons';

const reason = (reason_type: number, content_type: string): FlagReason => ({ reason_key: `reason.${reason_type}`, reason_type, name: '', description: '', content_type, placeholder: '' });
const CLOSE_REASONS = [reason(60, 'text'), reason(63, ''), reason(64, ''), reason(59, 'textarea')];

describe('closeReasonFor', () => {
  it('closes with the free-text reason when the admin wrote words, else with the first that asks for none', () => {
    expect(closeReasonFor(CLOSE_REASONS, 'Off topic here.')?.reason_type).toBe(59);
    expect(closeReasonFor(CLOSE_REASONS, '')?.reason_type).toBe(63);
    expect(closeReasonFor([reason(60, 'text')], '')).toBeNull();
  });
});

describe('adminDecision', () => {
  it('settles "looks ok" and "needs edit" without touching the post or member', () => {
    for (const type of [72, 73]) {
      for (const kind of ['question', 'answer', 'comment', 'user'] as const) {
        const decision = adminDecision(type, kind, 'fine', null);
        expect(decision).toMatchObject({ settlement: { outcome: 'completed', operation: null, flaggedType: type, flaggedContent: 'fine' } });
      }
    }
  });

  it('deletes posts for "needs delete" and closes only questions for "needs close"', () => {
    expect(adminDecision(75, 'comment', '', null)).toMatchObject({ settlement: { operation: 'delete' } });
    expect(adminDecision(74, 'question', 'Off topic.', reason(59, 'textarea'))).toMatchObject({ settlement: { operation: 'close', details: { close_type: 59, close_msg: 'Off topic.' } } });
    expect(adminDecision(74, 'question', '', reason(63, ''))).toMatchObject({ settlement: { operation: 'close', details: { close_type: 63, close_msg: '' } } });
    expect(adminDecision(74, 'answer', '', reason(63, ''))).toEqual({ field: 'flagged_type', message: 'flag.review.close_not_question' });
    expect(adminDecision(74, 'question', '', null)).toEqual({ field: 'flagged_type', message: 'flag.admin_report.no_close_reason' });
  });

  it('refuses acting on a member, and reasons that are no review reason', () => {
    expect(adminDecision(75, 'user', '', null)).toEqual({ field: 'flagged_type', message: 'flag.admin_report.member_settle_only' });
    expect(adminDecision(74, 'user', '', reason(63, ''))).toEqual({ field: 'flagged_type', message: 'flag.admin_report.member_settle_only' });
    expect(adminDecision(57, 'question', '', null)).toEqual({ field: 'flagged_type', message: 'flag.admin_report.flagged_type_unknown' });
  });
});

describe('memberIdOf', () => {
  it('reads plain numbers as members and content ids as no member', () => {
    expect(memberIdOf('12')).toBe('12');
    expect(memberIdOf(' 7 ')).toBe('7');
    expect(memberIdOf('10010000000000002')).toBeNull();
    expect(memberIdOf('0')).toBeNull();
    expect(memberIdOf('D1E1')).toBeNull();
    expect(memberIdOf(12)).toBeNull();
  });
});
