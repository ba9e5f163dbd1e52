import { describe, expect, it } from 'vitest';
import { isReservedUsername, uniqueUsername, usernameBase } from './username';

describe('usernames', () => {
  it('derives a username from a display name as Answer does', () => {
    expect(usernameBase('Jane Doe')).toBe('jane-doe');
    // nothing usable left: a generic name rather than an empty one
    expect(usernameBase('李')).toBe('user');
  });

  it('never hands out a reserved name, whatever the case', async () => {
    expect(isReservedUsername('Settings')).toBe(true);
    expect(isReservedUsername('jane')).toBe(false);
    const username = await uniqueUsername('Admin', async () => false);
    expect(username).toMatch(/^admin-\d+$/);
  });

  it('adds a number when the name is taken', async () => {
    const taken = new Set(['jane-doe']);
    expect(await uniqueUsername('Jane Doe', async (candidate) => taken.has(candidate))).toMatch(/^jane-doe-\d+$/);
  });
});
