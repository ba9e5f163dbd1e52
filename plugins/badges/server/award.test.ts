/** Which award a grant makes, and which contributed definitions are taken. */
import { describe, expect, it } from 'vitest';
import type { BadgeDefinition } from '@answer/sdk/server';
import { awardKeyOf, distinctGrants } from './award';
import { mergeDefinitions } from './definitions';

const SINGLE = { single: 1 };
const MULTI = { single: 2 };
const Q1 = '10010000000000001';
const Q2 = '10010000000000002';

describe('awards of grants', () => {
  it("key an award by the post it was for, '0' for anything else", () => {
    expect(awardKeyOf({ user_id: '5', object_id: Q1 })).toBe(Q1);
    expect(awardKeyOf({ user_id: '5' })).toBe('0');
    expect(awardKeyOf({ user_id: '5', object_id: 'not an id' })).toBe('0');
  });

  it('make a single badge once per member and a multi badge once per member and post', () => {
    const grants = [
      { user_id: '5', object_id: Q1 },
      { user_id: '5', object_id: Q2 },
      { user_id: '6', object_id: Q1 },
      { user_id: '5', object_id: Q1 },
    ];
    expect(distinctGrants(SINGLE, grants)).toEqual([
      { userId: '5', key: Q1, slot: '0' },
      { userId: '6', key: Q1, slot: '0' },
    ]);
    expect(distinctGrants(MULTI, grants)).toEqual([
      { userId: '5', key: Q1, slot: Q1 },
      { userId: '5', key: Q2, slot: Q2 },
      { userId: '6', key: Q1, slot: Q1 },
    ]);
  });

  it('leave out grants to nobody', () => {
    expect(distinctGrants(SINGLE, [{ user_id: '0' }, { user_id: '' }, { user_id: 'admin' }, { user_id: '-3' }])).toEqual([]);
  });
});

describe('contributed definitions', () => {
  const definition = (key: string, patch: Partial<BadgeDefinition> = {}): BadgeDefinition => ({
    key,
    group: 'my_plugin.badge_groups.fun',
    name: `my_plugin.badges.${key}.name`,
    description: `my_plugin.badges.${key}.desc`,
    icon: 'star-fill',
    level: 1,
    single: true,
    on: {},
    ...patch,
  });

  it('take the first of each key and leave out broken ones, saying why', () => {
    const warnings: string[] = [];
    const merged = mergeDefinitions(
      [[definition('my_plugin.one'), definition('my_plugin.two', { level: 4 as 1 })], [definition('my_plugin.one', { icon: 'other' }), definition('bad key!')]],
      (key, problem) => warnings.push(`${key}: ${problem}`),
    );
    expect([...merged.keys()]).toEqual(['my_plugin.one']);
    expect(merged.get('my_plugin.one')?.icon).toBe('star-fill');
    expect(warnings).toEqual([
      'my_plugin.two: level must be 1, 2 or 3',
      'my_plugin.one: another plugin already contributes a badge with this key',
      'bad key!: key must be 1-191 letters, digits or _ . : -',
    ]);
  });
});
