import { describe, expect, it } from 'vitest';
import { addTag, moveHighlight, newTag, removeTag, tagLimits, tagOptions } from './tag-selection';

const tag = (slug: string, extra: object = {}) => ({ slug_name: slug, display_name: slug.toUpperCase(), ...extra });

describe('picking tags', () => {
  it('adds tags in order and never twice (slugs compare without case)', () => {
    let selected = addTag([], tag('go'), 5);
    selected = addTag(selected, tag('rust'), 5);
    selected = addTag(selected, tag('GO'), 5);
    expect(selected.map((item) => item.slug_name)).toEqual(['go', 'rust']);
  });

  it('stops at the limit', () => {
    const full = ['a', 'b', 'c', 'd', 'e'].map((slug) => tag(slug));
    expect(addTag(full, tag('f'), 5)).toHaveLength(5);
  });

  it('removes a tag by slug', () => {
    expect(removeTag([tag('go'), tag('rust')], 'Go')).toEqual([tag('rust')]);
  });
});

describe('newTag', () => {
  it('makes a lower-case slug with dashes from the typed name', () => {
    expect(newTag('  Machine   Learning ', 35)).toEqual({ slug_name: 'machine-learning', display_name: 'Machine Learning', original_text: '' });
  });

  it('refuses empty and over-long names', () => {
    expect(newTag('   ', 35)).toBeNull();
    expect(newTag('x'.repeat(36), 35)).toBeNull();
  });
});

describe('tagOptions', () => {
  it('offers found tags not yet picked, then creating the typed one', () => {
    const options = tagOptions('jav', [tag('java'), tag('javascript')], [tag('java')], 35);
    expect(options).toEqual([
      { kind: 'existing', tag: tag('javascript') },
      { kind: 'create', tag: { slug_name: 'jav', display_name: 'jav', original_text: '' } },
    ]);
  });

  it('does not offer to create a tag that was found under that name', () => {
    const options = tagOptions('Java', [tag('java')], [], 35);
    expect(options).toEqual([{ kind: 'existing', tag: tag('java') }]);
  });

  it('does not offer to create a tag already picked', () => {
    expect(tagOptions('go', [], [tag('go')], 35)).toEqual([]);
  });

  it('keeps the reserved and recommended marks of found tags', () => {
    const [option] = tagOptions('', [tag('meta', { reserved: true, recommend: true })], [], 35);
    expect(option).toEqual({ kind: 'existing', tag: tag('meta', { reserved: true, recommend: true }) });
  });
});

describe('moveHighlight', () => {
  it('steps through the list and wraps around', () => {
    expect(moveHighlight(-1, 1, 3)).toBe(0);
    expect(moveHighlight(-1, -1, 3)).toBe(2);
    expect(moveHighlight(2, 1, 3)).toBe(0);
    expect(moveHighlight(0, -1, 3)).toBe(2);
    expect(moveHighlight(0, 1, 0)).toBe(-1);
  });
});

describe('tagLimits', () => {
  it('reads the limits of the tags schema', () => {
    const schema = { type: 'array', maxItems: 5, items: { properties: { display_name: { maxLength: 35 } } } };
    expect(tagLimits(schema)).toEqual({ maxItems: 5, maxNameLength: 35 });
  });

  it('has no limit where the schema sets none', () => {
    expect(tagLimits({ type: 'array' })).toEqual({ maxItems: Number.POSITIVE_INFINITY, maxNameLength: Number.POSITIVE_INFINITY });
  });
});
