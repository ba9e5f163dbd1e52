import { describe, expect, it } from 'vitest';
import schema from '../../schemas/question.json';
import { siteWriteRules, withSiteMinimums } from './site-write';

type Node = { properties: Record<string, Record<string, unknown>> };

describe('the write settings in the ask form', () => {
  it('reads /siteinfo site_write, requiring a tag only while some are recommended', () => {
    expect(siteWriteRules(undefined)).toEqual({ minTags: 1, minContent: 0, recommendTags: [], requiredTag: false });
    expect(siteWriteRules({ min_tags: 2, min_content: 20, required_tag: true, recommend_tags: [] })).toEqual({ minTags: 2, minContent: 20, recommendTags: [], requiredTag: false });
    const rules = siteWriteRules({ required_tag: true, recommend_tags: [{ slug_name: 'faq' }, 'junk'] });
    expect(rules.recommendTags).toEqual([{ slug_name: 'faq', display_name: 'faq' }]);
    expect(rules.requiredTag).toBe(true);
  });

  it('puts the minimums into the question schema with their own messages', () => {
    const shaped = withSiteMinimums(schema, { minTags: 2, minContent: 30 }) as Node;
    expect(shaped.properties.tags).toMatchObject({ minItems: 2, 'x-messages': { minItems: 'question_form.tags.too_few' } });
    expect(shaped.properties.content).toMatchObject({ minLength: 30, 'x-messages': { minLength: 'question_form.content.too_short' } });
    const one = withSiteMinimums(schema, { minTags: 1, minContent: 0 }) as Node;
    expect(one.properties.tags).toMatchObject({ minItems: 1, 'x-messages': { minItems: 'question_form.tags.required' } });
    expect(one.properties.content.minLength).toBe(1);
    const none = withSiteMinimums(schema, { minTags: 0, minContent: 0 }) as Node;
    expect(none.properties.tags.minItems).toBeUndefined();
  });
});
