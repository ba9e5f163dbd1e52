import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../host/src/services/markdown';

describe('default markdown renderer', () => {
  it('renders markdown with line breaks and clickable links', () => {
    const html = renderMarkdown('**Hi**\nthere https://example.com');
    expect(html).toContain('<strong>Hi</strong><br />');
    expect(html).toContain('<a href="https://example.com" rel="nofollow noopener noreferrer">https://example.com</a>');
  });

  it('drops scripts, inline handlers and javascript: links users write', () => {
    const html = renderMarkdown('<script>alert(1)</script> <img src=x onerror=alert(1)> [x](javascript:alert(1))');
    // written HTML stays text; the link with a javascript: target is not made a link
    expect(html).not.toMatch(/<script|<img|href=/i);
    expect(html).toContain('&lt;script&gt;');
  });

  it('keeps code blocks and tables', () => {
    const html = renderMarkdown('```js\nconst a = 1 < 2;\n```\n\n| a | b |\n|:-|-:|\n| 1 | 2 |');
    expect(html).toContain('<code class="language-js">const a = 1 &lt; 2;\n</code>');
    expect(html).toContain('<table>');
    expect(html).toContain('<td style="text-align:right">2</td>');
  });
});
