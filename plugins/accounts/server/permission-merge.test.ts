import { describe, expect, it } from 'vitest';
import { mergePermissions, parseActions } from './permission-merge';

const yes = { has_permission: true, no_permission_tip: '' };
const no = (tip: string) => ({ has_permission: false, no_permission_tip: tip });

describe('permission merge', () => {
  it('splits the action list', () => {
    expect(parseActions(' a.b, c.d ,,a.b')).toEqual(['a.b', 'c.d']);
    expect(parseActions('')).toEqual([]);
  });

  it('takes each action from the plugin answering it and refuses the rest without a tip', () => {
    expect(mergePermissions(['a.b', 'c.d', 'e.f'], [{ 'a.b': yes }, { 'c.d': no('Need 10.') }], true)).toEqual({
      'a.b': yes,
      'c.d': no('Need 10.'),
      'e.f': no(''),
    });
  });

  it('lets a refusal win over an allowance for the same action, and ignores actions not asked', () => {
    expect(mergePermissions(['a.b'], [{ 'a.b': yes, 'x.y': yes }, { 'a.b': no('Suspended.') }], true)).toEqual({ 'a.b': no('Suspended.') });
    expect(mergePermissions(['a.b'], [{ 'a.b': no('First.') }, { 'a.b': no('Second.') }], true)).toEqual({ 'a.b': no('First.') });
  });

  it('refuses guests everything, keeping tips', () => {
    expect(mergePermissions(['a.b', 'c.d'], [{ 'a.b': yes, 'c.d': no('Log in.') }], false)).toEqual({ 'a.b': no(''), 'c.d': no('Log in.') });
  });
});
