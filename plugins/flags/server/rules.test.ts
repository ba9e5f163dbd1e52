import { describe, expect, it } from 'vitest';
import { contentProblem } from './rules';

const SITE = ['https://qa.example.com'];

describe('contentProblem', () => {
  it('asks for words only when the reason has a content type', () => {
    expect(contentProblem(57, '', '', SITE)).toBeNull();
    expect(contentProblem(59, 'textarea', '  ', SITE)).toBe('flag.content.empty');
    expect(contentProblem(59, 'textarea', 'Copied from a blog.', SITE)).toBeNull();
  });

  it('counts characters, not bytes, against the limit of 500', () => {
    expect(contentProblem(59, 'textarea', '好'.repeat(500), SITE)).toBeNull();
    expect(contentProblem(59, 'textarea', 'x'.repeat(501), SITE)).toBe('flag.content.too_long');
  });

  it('takes only a link to a page of this site for a duplicate', () => {
    expect(contentProblem(60, 'text', 'see the other question', SITE)).toBe('flag.content.url_invalid');
    expect(contentProblem(60, 'text', 'javascript:alert(1)', SITE)).toBe('flag.content.url_invalid');
    expect(contentProblem(60, 'text', 'https://evil.example.com/questions/1', SITE)).toBe('flag.content.url_other_site');
    expect(contentProblem(60, 'text', 'http://qa.example.com/questions/1', SITE)).toBe('flag.content.url_other_site');
    expect(contentProblem(60, 'text', 'https://qa.example.com/questions/10010000000000001', SITE)).toBeNull();
    expect(contentProblem(60, 'text', 'https://qa.example.com/questions/1', [])).toBe('flag.content.url_other_site');
  });
});
