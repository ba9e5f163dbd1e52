import { describe, expect, it } from 'vitest';
import { questionFields, sameFields } from './form-values';

describe('questionFields', () => {
  it('fills what the form has not set yet', () => {
    expect(questionFields({})).toEqual({ title: '', content: '', tags: [] });
    const data: Record<string, unknown> = { title: 'T', tags: [{ slug_name: 'go', display_name: 'Go' }], captcha_code: 'x' };
    expect(questionFields(data)).toEqual({
      title: 'T',
      content: '',
      tags: [{ slug_name: 'go', display_name: 'Go' }],
    });
  });
});

describe('sameFields', () => {
  const base = { title: 'T', content: 'C', tags: [{ slug_name: 'go', display_name: 'Go' }] };

  it('sees no change in equal values', () => {
    expect(sameFields(base, { ...base, tags: [{ slug_name: 'go', display_name: 'Go', original_text: '' }] })).toBe(true);
  });

  it('sees a changed title, body, tag or tag order', () => {
    expect(sameFields(base, { ...base, title: 'T2' })).toBe(false);
    expect(sameFields(base, { ...base, content: '' })).toBe(false);
    expect(sameFields(base, { ...base, tags: [] })).toBe(false);
    const two = { ...base, tags: [...base.tags, { slug_name: 'rust', display_name: 'Rust' }] };
    expect(sameFields(two, { ...two, tags: [...two.tags].reverse() })).toBe(false);
  });
});
