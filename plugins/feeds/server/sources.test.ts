import { describe, expect, it } from 'vitest';
import { absoluteLinks } from './sources';

describe('post HTML in a feed', () => {
  it('makes root-relative links and images absolute, and leaves other addresses alone', () => {
    const html = '<p><a href="/questions/1">q</a> <img src="/uploads/a.png" alt=""> <a href="https://x.org/">x</a> <a href="//cdn.org/y">y</a> <a href="#top">t</a></p>';
    expect(absoluteLinks(html, 'https://example.com')).toBe(
      '<p><a href="https://example.com/questions/1">q</a> <img src="https://example.com/uploads/a.png" alt=""> <a href="https://x.org/">x</a> <a href="//cdn.org/y">y</a> <a href="#top">t</a></p>',
    );
  });

  it('leaves text that only looks like an attribute alone (rendered text has its quotes escaped)', () => {
    const html = '<p>write href=&quot;/x&quot; in the template</p>';
    expect(absoluteLinks(html, 'https://example.com')).toBe(html);
  });
});
