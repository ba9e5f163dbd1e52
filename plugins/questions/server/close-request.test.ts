import { describe, expect, it } from 'vitest';
import { CLOSE_ERRORS, closeRequestErrors } from '../shared/close-request';

const reason = (reason_type: number, content_type = '') => ({ reason_type, content_type });
const REASONS = [reason(60, 'text'), reason(63), reason(64, 'text'), reason(59, 'textarea')];
const SITE = ['https://qa.example.com/base'];

describe('close request rules', () => {
  it('needs a reason from the close list', () => {
    expect(closeRequestErrors({}, REASONS, SITE)).toEqual([{ error_field: 'close_type', error_msg: CLOSE_ERRORS.reason }]);
    expect(closeRequestErrors({ close_type: 57 }, REASONS, SITE)).toEqual([{ error_field: 'close_type', error_msg: CLOSE_ERRORS.reason }]);
    expect(closeRequestErrors({ close_type: 63 }, REASONS, SITE)).toEqual([]);
  });

  it('needs words for reasons that ask for them', () => {
    expect(closeRequestErrors({ close_type: 59, close_msg: '  ' }, REASONS, SITE)).toEqual([{ error_field: 'close_msg', error_msg: CLOSE_ERRORS.empty }]);
    expect(closeRequestErrors({ close_type: 64 }, REASONS, SITE)).toEqual([{ error_field: 'close_msg', error_msg: CLOSE_ERRORS.empty }]);
    expect(closeRequestErrors({ close_type: 59, close_msg: 'Off topic' }, REASONS, SITE)).toEqual([]);
  });

  it('needs a duplicate to link to a page of this site', () => {
    const check = (close_msg: string) => closeRequestErrors({ close_type: 60, close_msg }, REASONS, SITE);
    expect(check('question 12')).toEqual([{ error_field: 'close_msg', error_msg: CLOSE_ERRORS.notUrl }]);
    expect(check('ftp://qa.example.com/questions/1')).toEqual([{ error_field: 'close_msg', error_msg: CLOSE_ERRORS.notUrl }]);
    expect(check('https://evil.example.com/questions/1')).toEqual([{ error_field: 'close_msg', error_msg: CLOSE_ERRORS.otherOrigin }]);
    expect(check('http://qa.example.com/questions/1')).toEqual([{ error_field: 'close_msg', error_msg: CLOSE_ERRORS.otherOrigin }]);
    expect(check('https://qa.example.com/base/questions/10010000000000001')).toEqual([]);
    expect(closeRequestErrors({ close_type: 60, close_msg: 'http://localhost:3000/questions/1' }, REASONS, [...SITE, 'http://localhost:3000'])).toEqual([]);
  });
});
