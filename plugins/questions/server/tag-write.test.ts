import { describe, expect, it } from 'vitest';
import { ApiError } from '@answer/sdk/server';
import { DEFAULT_RANK_LIMITS, ROLE, type Actor } from './permissions';
import { checkTagRules, invalidSlugs, namedTags, type PlannedTag, type TagPlan } from './tag-write';
import { writeRulesOf } from './write-rules';

const member: Actor = { userId: '7', roleId: ROLE.user, rank: 1, active: true };
const moderator: Actor = { userId: '3', roleId: ROLE.moderator, rank: 1, active: true };
const rules = writeRulesOf(null);

const existing = (slug: string, flags: { reserved?: boolean; recommend?: boolean } = {}): PlannedTag => ({
  kind: 'existing',
  row: { id: `id-${slug}`, slug_name: slug, display_name: slug, main_tag_id: '0', main_tag_slug_name: '', status: 1, recommend: !!flags.recommend, reserved: !!flags.reserved },
});
const fresh = (slug: string): PlannedTag => ({ kind: 'new', tag: { slug, displayName: slug, originalText: '' }, revive: null });
const plan = (...tags: PlannedTag[]): TagPlan => ({ tags });
const resp = (slug: string, reserved = false) => ({ slug_name: slug, display_name: slug, main_tag_slug_name: '', recommend: false, reserved });

/** The message key and values of the field error `check` throws, or null when it passes. */
function verdict(check: () => void): { key: string; vars: Record<string, unknown> } | null {
  try {
    check();
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const [item] = error.data as { error_field: string; error_msg: string }[];
    expect(item.error_field).toBe('tags');
    return { key: item.error_msg, vars: error.vars };
  }
}

describe('typed tags', () => {
  it('become lower-case slugs with dashes, each once, keeping the display name', () => {
    expect(namedTags([{ slug_name: ' Data Bases ', display_name: 'Data Bases' }, { slug_name: 'data-bases' }, { slug_name: 'C#' }])).toEqual([
      { slug: 'data-bases', displayName: 'Data Bases', originalText: '' },
      { slug: 'c#', displayName: 'C#', originalText: '' },
    ]);
  });

  it('may use letters of any script, digits and + # - . only', () => {
    const tags = namedTags(['c++', 'node.js', '数据库', 'web/dev', '<b>', 'a_b'].map((slug_name) => ({ slug_name })));
    expect(invalidSlugs(tags)).toEqual(['web/dev', '<b>', 'a_b']);
  });
});

describe('tag rules', () => {
  it('lets new tags through only with the tag privilege', () => {
    expect(verdict(() => checkTagRules(plan(existing('support'), fresh('brand-new'), fresh('other')), member, DEFAULT_RANK_LIMITS, rules))).toEqual({
      key: 'error.tag.not_allowed_to_create',
      vars: { tags: 'brand-new", "other', rank: 750 },
    });
    expect(verdict(() => checkTagRules(plan(fresh('brand-new')), { ...member, rank: 750 }, DEFAULT_RANK_LIMITS, rules))).toBeNull();
    expect(verdict(() => checkTagRules(plan(fresh('brand-new')), moderator, DEFAULT_RANK_LIMITS, rules))).toBeNull();
  });

  it('keeps reserved tags, flagged or listed, for moderators, and on edits makes others keep them', () => {
    const listed = writeRulesOf({ reserved_tags: ['meta'] });
    expect(verdict(() => checkTagRules(plan(existing('news', { reserved: true })), member, DEFAULT_RANK_LIMITS, rules))?.key).toBe('error.tag.reserved_for_moderators');
    expect(verdict(() => checkTagRules(plan(existing('meta')), member, DEFAULT_RANK_LIMITS, listed))?.key).toBe('error.tag.reserved_for_moderators');
    expect(verdict(() => checkTagRules(plan(existing('meta')), moderator, DEFAULT_RANK_LIMITS, listed))).toBeNull();
    // an edit may keep a reserved tag a moderator added, but not drop it
    const before = [resp('news', true), resp('support')];
    expect(verdict(() => checkTagRules(plan(existing('news', { reserved: true }), existing('support')), member, DEFAULT_RANK_LIMITS, rules, before))).toBeNull();
    expect(verdict(() => checkTagRules(plan(existing('support')), member, DEFAULT_RANK_LIMITS, rules, before))).toEqual({ key: 'error.tag.reserved_must_stay', vars: { tags: 'news' } });
  });

  it('requires a recommended tag when the site says so', () => {
    const required = writeRulesOf({ required_tag: true, recommend_tags: [{ slug_name: 'howto' }] });
    expect(verdict(() => checkTagRules(plan(existing('support')), member, DEFAULT_RANK_LIMITS, required))?.key).toBe('error.tag.recommend_tag_enter');
    expect(verdict(() => checkTagRules(plan(existing('howto')), member, DEFAULT_RANK_LIMITS, required))).toBeNull();
    expect(verdict(() => checkTagRules(plan(existing('general', { recommend: true })), member, DEFAULT_RANK_LIMITS, required))).toBeNull();
  });
});
