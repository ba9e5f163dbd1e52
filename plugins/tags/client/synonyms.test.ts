import { describe, expect, it } from 'vitest';
import schema from '../schemas/tag-synonym.json';
import { addSynonym, removeSynonym, sameSynonyms, slugOf, synonymBody, synonymRules, typedSynonym } from './synonyms';

const rules = synonymRules(schema);
const js = { slug_name: 'javascript', display_name: 'JavaScript' };

describe('synonymRules', () => {
  it('reads the limits and messages of the list the server checks', () => {
    expect(rules.maxSlug).toBe(35);
    expect(rules.maxName).toBe(35);
    expect(rules.maxItems).toBe(100);
    expect(rules.messages.character).toBe('tag_form.slug_name.character');
    expect(rules.messages.too_long).toBe('tag_form.slug_name.range');
  });

  it('has no limits when the schema states none', () => {
    const none = synonymRules({});
    expect(none.slugPattern).toBeNull();
    expect(addSynonym([], typedSynonym('a'.repeat(100)), 'x', none).ok).toBe(true);
  });
});

describe('typed synonyms', () => {
  it('makes a slug from a typed name as Answer does', () => {
    expect(slugOf('  Node JS  ')).toBe('node-js');
    expect(typedSynonym('  Vue   JS ')).toEqual({ slug_name: 'vue-js', display_name: 'Vue JS' });
    expect(typedSynonym('   ')).toBeNull();
  });
});

describe('addSynonym', () => {
  it('adds at the end with a normalised slug', () => {
    const result = addSynonym([js], { slug_name: 'ECMAScript', display_name: 'ECMAScript' }, 'js', rules);
    expect(result).toEqual({ ok: true, list: [js, { slug_name: 'ecmascript', display_name: 'ECMAScript' }] });
  });

  it('accepts letters of any script and the signs slugs may hold', () => {
    expect(addSynonym([], typedSynonym('c++'), 'x', rules).ok).toBe(true);
    expect(addSynonym([], typedSynonym('c#'), 'x', rules).ok).toBe(true);
    expect(addSynonym([], typedSynonym('中文'), 'x', rules).ok).toBe(true);
  });

  it('names the display name after the slug when it has none', () => {
    expect(addSynonym([], { slug_name: 'es6', display_name: '' }, 'js', rules)).toEqual({ ok: true, list: [{ slug_name: 'es6', display_name: 'es6' }] });
  });

  it('refuses the tag itself, one already listed, nothing, other signs and too long names', () => {
    expect(addSynonym([js], { slug_name: 'JS', display_name: 'JS' }, 'js', rules)).toEqual({ ok: false, problem: 'self' });
    expect(addSynonym([js], { slug_name: 'JavaScript', display_name: 'x' }, 'js', rules)).toEqual({ ok: false, problem: 'duplicate' });
    expect(addSynonym([js], null, 'js', rules)).toEqual({ ok: false, problem: 'empty' });
    expect(addSynonym([], typedSynonym('a/b'), 'js', rules)).toEqual({ ok: false, problem: 'character' });
    expect(addSynonym([], typedSynonym('a'.repeat(36)), 'js', rules)).toEqual({ ok: false, problem: 'too_long' });
    expect(addSynonym([], typedSynonym('a'.repeat(35)), 'js', rules).ok).toBe(true);
  });

  it('stops at the most synonyms the list may hold', () => {
    const full = Array.from({ length: rules.maxItems }, (_, index) => ({ slug_name: `s${index}`, display_name: `s${index}` }));
    expect(addSynonym(full, typedSynonym('one-more'), 'js', rules)).toEqual({ ok: false, problem: 'too_many' });
  });
});

describe('removeSynonym and the saved list', () => {
  it('removes by slug whatever the case', () => {
    expect(removeSynonym([js, { slug_name: 'es', display_name: 'ES' }], 'JAVASCRIPT')).toEqual([{ slug_name: 'es', display_name: 'ES' }]);
  });

  it('sends slugs and names only', () => {
    expect(synonymBody([{ ...js, original_text: 'text' }])).toEqual([js]);
  });

  it('compares lists without regard to order', () => {
    const es = { slug_name: 'es', display_name: 'ES' };
    expect(sameSynonyms([js, es], [es, js])).toBe(true);
    expect(sameSynonyms([js], [es])).toBe(false);
    expect(sameSynonyms([js], [js, es])).toBe(false);
  });
});
