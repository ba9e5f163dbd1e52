import { describe, expect, it } from 'vitest';
import { FLAG_MESSAGES, flagDraftErrors, offersFlag, reportBody, type FlagReason } from './flag-rules';

const reason = (reason_type: number, content_type: string): FlagReason => ({
  reason_key: `reason.${reason_type}`,
  reason_type,
  name: `reason ${reason_type}`,
  description: '',
  content_type,
  placeholder: '',
});

const REASONS = [reason(57, ''), reason(59, 'textarea'), reason(60, 'text')];
const ORIGINS = ['https://qa.example.com', 'http://localhost:3000/'];

describe('flagDraftErrors', () => {
  it('asks for a reason', () => {
    expect(flagDraftErrors({ reasonType: null, content: '' }, REASONS, ORIGINS)).toEqual({ report_type: FLAG_MESSAGES.reason });
    expect(flagDraftErrors({ reasonType: 61, content: '' }, REASONS, ORIGINS)).toEqual({ report_type: FLAG_MESSAGES.reason });
  });

  it('takes a reason without words as it is', () => {
    expect(flagDraftErrors({ reasonType: 57, content: '' }, REASONS, ORIGINS)).toEqual({});
  });

  it('wants words for a reason that asks for them, at most 500', () => {
    expect(flagDraftErrors({ reasonType: 59, content: '   ' }, REASONS, ORIGINS)).toEqual({ content: FLAG_MESSAGES.empty });
    expect(flagDraftErrors({ reasonType: 59, content: 'x'.repeat(501) }, REASONS, ORIGINS)).toEqual({ content: FLAG_MESSAGES.tooLong });
    expect(flagDraftErrors({ reasonType: 59, content: '字'.repeat(500) }, REASONS, ORIGINS)).toEqual({});
  });

  it('wants a link to this site for a duplicate', () => {
    expect(flagDraftErrors({ reasonType: 60, content: 'not a link' }, REASONS, ORIGINS)).toEqual({ content: FLAG_MESSAGES.notUrl });
    expect(flagDraftErrors({ reasonType: 60, content: 'ftp://qa.example.com/q/1' }, REASONS, ORIGINS)).toEqual({ content: FLAG_MESSAGES.notUrl });
    expect(flagDraftErrors({ reasonType: 60, content: 'https://elsewhere.com/questions/1' }, REASONS, ORIGINS)).toEqual({ content: FLAG_MESSAGES.otherOrigin });
    expect(flagDraftErrors({ reasonType: 60, content: ' https://qa.example.com/questions/1 ' }, REASONS, ORIGINS)).toEqual({});
    expect(flagDraftErrors({ reasonType: 60, content: 'http://localhost:3000/questions/1' }, REASONS, ORIGINS)).toEqual({});
  });
});

describe('reportBody', () => {
  it('sends words only with a reason that asks for them', () => {
    expect(reportBody('10010000000000001', { reasonType: 57, content: 'left over' }, REASONS)).toEqual({ object_id: '10010000000000001', report_type: 57, content: '' });
    expect(reportBody('10010000000000001', { reasonType: 59, content: ' why ' }, REASONS)).toEqual({ object_id: '10010000000000001', report_type: 59, content: 'why' });
  });
});

describe('offersFlag', () => {
  it('reads the report action of member_actions', () => {
    expect(offersFlag([{ action: 'edit' }, { action: 'report' }])).toBe(true);
    expect(offersFlag([{ action: 'edit' }])).toBe(false);
    expect(offersFlag(null)).toBe(false);
  });
});
