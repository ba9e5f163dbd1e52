import { describe, expect, it } from 'vitest';
import { sameSettings } from './same-settings';

describe('sameSettings', () => {
  it('treats a field the form added empty as unchanged', () => {
    expect(sameSettings({ channel: 'all' }, { channel: 'all', webhook_url: '' })).toBe(true);
    expect(sameSettings({ channel: 'all', note: null }, { channel: 'all' })).toBe(true);
  });

  it('ignores key order, also inside lists of objects', () => {
    expect(sameSettings({ a: 1, list: [{ x: 1, y: 'b' }] }, { list: [{ y: 'b', x: 1 }], a: 1 })).toBe(true);
  });

  it('sees a typed secret, a switched option and a changed list', () => {
    expect(sameSettings({ channel: 'all' }, { channel: 'all', token: 's3cret' })).toBe(false);
    expect(sameSettings({ enabled: true }, { enabled: false })).toBe(false);
    expect(sameSettings({ enabled: false }, { enabled: '' })).toBe(false);
    expect(sameSettings({ tags: ['a', 'b'] }, { tags: ['a'] })).toBe(false);
    expect(sameSettings({ tags: ['a'] }, { tags: 'a' })).toBe(false);
  });
});
