import { describe, expect, it } from 'vitest';
import { websiteLink } from './format';

describe('a member’s website', () => {
  it('links an address with or without a scheme and labels it with its host', () => {
    expect(websiteLink('example.com/blog')).toEqual({ href: 'http://example.com/blog', label: 'example.com' });
    expect(websiteLink('https://www.example.org/')).toEqual({ href: 'https://www.example.org/', label: 'www.example.org' });
  });

  it('links nothing else', () => {
    expect(websiteLink('')).toBeNull();
    expect(websiteLink('   ')).toBeNull();
    expect(websiteLink('javascript:alert(1)')).toBeNull();
    expect(websiteLink('mailto:ada@example.com')).toBeNull();
    expect(websiteLink('http://exa mple.com')).toBeNull();
  });
});
