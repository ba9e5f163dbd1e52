import { describe, expect, it } from 'vitest';
import { excerpt } from './text';

const paragraph = (n: number) => `<p>Paragraph ${n} with <strong>bold</strong> &amp; <code>code&lt;T&gt;</code>, caf&#233; and &#x1F600;.</p>\n`;

describe('excerpt', () => {
  it('gives the plain text of a short body whole', () => {
    expect(excerpt('<p>Hello <em>world</em> &amp; all</p>')).toBe('Hello world & all');
  });

  it('cuts the text of a long body at 240 characters, however much HTML follows', () => {
    const body = Array.from({ length: 400 }, (_, n) => paragraph(n)).join('');
    const text = excerpt(body);
    expect(text.endsWith('...')).toBe(true);
    expect(Array.from(text.slice(0, -3))).toHaveLength(240);
    expect(text.startsWith('Paragraph 0 with bold & code<T> , café and 😀. Paragraph 1 with')).toBe(true);
    expect(text).not.toContain('<p>');
  });

  it('reads past a first stretch of markup that holds little text', () => {
    const markup = '<span class="hljs-keyword"></span>'.repeat(200);
    const body = `<pre>${markup}</pre><p>${'word '.repeat(100)}</p>`;
    expect(excerpt(body)).toBe(`${'word '.repeat(48)}...`);
  });

  it('leaves no half tag or half entity when the first read ends inside one', () => {
    for (let pad = 0; pad < 40; pad++) {
      const body = `<p>${'x'.repeat(2000 + pad)}</p><a href="https://example.com/a">link &amp; more</a>${'<p>tail</p>'.repeat(50)}`;
      const text = excerpt(body);
      expect(text).toBe(`${'x'.repeat(240)}...`);
    }
  });
});
