import { describe, expect, it } from 'vitest';
import en from '../i18n/en_US.json';
import zh from '../i18n/zh_CN.json';
import { dateWithTime, statusMessage, suspendedForGood } from './status-message';

type Tree = { [key: string]: string | Tree };

const interpolate = (text: string, vars: Record<string, unknown>): string => text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));

/** The plugin's own backend messages, as the host's translator would give them. */
function translator(bundle: { backend?: unknown }) {
  return (key: string, vars: Record<string, unknown> = {}): string => {
    let node: unknown = bundle.backend;
    for (const part of key.split('.')) node = typeof node === 'object' && node !== null ? (node as Tree)[part] : undefined;
    return typeof node === 'string' ? interpolate(node, vars) : key;
  };
}

const AT = Date.UTC(2027, 0, 5, 14, 3) / 1000;

describe('status notes of a profile', () => {
  it('tells a suspension for good from one with an end, as Answer does (2099 on, or none)', () => {
    expect(suspendedForGood(0)).toBe(true);
    expect(suspendedForGood(Date.UTC(2099, 11, 31) / 1000)).toBe(true);
    expect(suspendedForGood(AT)).toBe(false);
  });

  it('writes the end of a suspension in UTC, in the language of the request', () => {
    expect(dateWithTime(translator(en), AT)).toBe('1/5/2027 at 14:03 UTC');
    expect(dateWithTime(translator(zh), AT)).toBe('2027 年 1 月 5 日 14:03（UTC）');
  });

  it('has a note for inactive, suspended and deleted members only', () => {
    const t = translator(en);
    expect(statusMessage(t, 'normal', 0)).toBe('');
    expect(statusMessage(t, 'inactive', 0)).toBe('This member has not activated their account yet.');
    expect(statusMessage(t, 'suspended', AT)).toContain('suspended until 1/5/2027 at 14:03 UTC.');
    expect(statusMessage(t, 'suspended', 0)).toContain('suspended for good');
    expect(statusMessage(t, 'deleted', 0)).toBe('This account was deleted.');
    expect(statusMessage(translator(zh), 'suspended', AT)).toContain('封禁至 2027 年 1 月 5 日 14:03（UTC）');
  });
});
