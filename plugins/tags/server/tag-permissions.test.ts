import { describe, expect, it } from 'vitest';
import type { Member } from '@answer/sdk/server';
import { tagMemberActions } from './member-actions';
import { canTag, DEFAULT_TAG_LIMITS, refusal } from './tag-permissions';
import { synonymTags } from './tag-synonyms';
import { excerpt } from './text';

const member = (rank: number, roleId = 1, active = true): Member => ({ userId: '7', roleId, rank, active });

describe('who may do what with tags', () => {
  it('lets staff do everything, and nobody who is not active', () => {
    for (const roleId of [2, 3]) {
      for (const action of ['tag.add', 'tag.delete', 'tag.undeleted', 'tag.synonym', 'tag.merge'] as const) expect(canTag(member(1, roleId), action, DEFAULT_TAG_LIMITS)).toBe(true);
    }
    expect(canTag(member(1_000_000, 2, false), 'tag.add', DEFAULT_TAG_LIMITS)).toBe(false);
    expect(canTag(null, 'tag.add', DEFAULT_TAG_LIMITS)).toBe(false);
  });

  it('lets members create and set synonyms from their thresholds on, never delete, undelete or merge', () => {
    expect(canTag(member(749), 'tag.add', DEFAULT_TAG_LIMITS)).toBe(false);
    expect(canTag(member(750), 'tag.add', DEFAULT_TAG_LIMITS)).toBe(true);
    expect(canTag(member(9999), 'tag.synonym', DEFAULT_TAG_LIMITS)).toBe(false);
    expect(canTag(member(10000), 'tag.synonym', DEFAULT_TAG_LIMITS)).toBe(true);
    for (const action of ['tag.delete', 'tag.undeleted', 'tag.merge'] as const) expect(canTag(member(1_000_000), action, DEFAULT_TAG_LIMITS)).toBe(false);
    // an admin who sets the delete threshold opens it to reputation
    expect(canTag(member(500), 'tag.delete', { ...DEFAULT_TAG_LIMITS, 'tag.delete': 500 })).toBe(true);
  });

  it('says which reputation a refused action needs, or that reputation does not open it', () => {
    expect(refusal('tag.synonym', DEFAULT_TAG_LIMITS)).toMatchObject({ status: 403, reason: 'error.rank.no_enough_rank_to_operate', vars: { rank: 10000 } });
    expect(refusal('tag.merge', DEFAULT_TAG_LIMITS)).toMatchObject({ status: 403, reason: 'error.rank.fail_to_meet_the_condition' });
    expect(refusal('tag.delete', DEFAULT_TAG_LIMITS)).toMatchObject({ status: 403, reason: 'error.rank.fail_to_meet_the_condition' });
  });
});

describe('tag member actions', () => {
  const t = (key: string) => key;
  const all = { edit: true, delete: true, merge: true, recover: true };
  it('offers edit, delete and merge on a live tag, undelete on a deleted one, in Answer’s order', () => {
    expect(tagMemberActions(1, all, t).map((item) => `${item.action}:${item.type}`)).toEqual(['edit:edit', 'delete:reason', 'merge:edit']);
    expect(tagMemberActions(10, all, t).map((item) => item.action)).toEqual(['edit', 'undelete']);
    expect(tagMemberActions(1, { edit: false, delete: false, merge: false, recover: false }, t)).toEqual([]);
  });
});

describe('synonym lists as stored', () => {
  it('normalises slugs, drops repeats and defaults the display name to the name typed', () => {
    expect(synonymTags([{ slug_name: ' ECMA  Script ' }, { slug_name: 'ecma-script', display_name: 'Other' }, { slug_name: 'JS', display_name: ' JavaScript ', original_text: 'x' }])).toEqual([
      { slug: 'ecma-script', displayName: 'ECMA  Script', originalText: '' },
      { slug: 'js', displayName: 'JavaScript', originalText: 'x' },
    ]);
  });

  it('refuses a slug that lower-casing made longer than 35 characters', () => {
    expect(() => synonymTags([{ slug_name: 'İ'.repeat(35) }])).toThrow();
  });
});

describe('tag excerpts', () => {
  it('is the text of the rendered description, entities decoded, cut at 240 characters', () => {
    expect(excerpt('<p>A <strong>typed</strong> &amp; safe</p>\n<p>More.</p>')).toBe('A typed & safe More.');
    expect(excerpt(`<p>${'a'.repeat(300)}</p>`)).toBe(`${'a'.repeat(240)}...`);
    // inline markup joins its words, blocks keep them apart
    expect(excerpt('<p>I like <strong>Go</strong>.</p><ul><li>one</li><li>two</li></ul>')).toBe('I like Go. one two');
  });
});
