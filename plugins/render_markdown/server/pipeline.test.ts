import { describe, expect, it } from 'vitest';
import { GUESS_DOCUMENT_LIMIT, GUESS_SAMPLE } from './highlight';
import { createMarkdownRenderer } from './pipeline';

const SITE = 'answer.example.org';
const render = (markdown: string, siteHost: string | null = SITE) => createMarkdownRenderer(() => siteHost).render(markdown);

describe('markdown pipeline', () => {
  it('renders Answer-style markdown: hard line breaks, emphasis, strikethrough, quotes, lists, rules', () => {
    const html = render('# Title\n**bold** _it_ ~~gone~~\nnext line\n\n> quoted\n\n3. three\n4. four\n\n---');
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<p><strong>bold</strong> <em>it</em> <s>gone</s><br />\nnext line</p>');
    expect(html).toContain('<blockquote>\n<p>quoted</p>\n</blockquote>');
    expect(html).toContain('<ol start="3">\n<li>three</li>\n<li>four</li>\n</ol>');
    expect(html).toContain('<hr />');
  });

  it('renders GitHub tables with their column alignment', () => {
    const html = render('| left | mid | right |\n|:-|:-:|-:|\n| 1 | 2 | 3 |');
    expect(html).toContain('<th style="text-align:left">left</th>');
    expect(html).toContain('<th style="text-align:center">mid</th>');
    expect(html).toContain('<td style="text-align:right">3</td>');
    expect(html).toMatch(/<table>\s*<thead>[\s\S]*<\/thead>\s*<tbody>[\s\S]*<\/tbody>\s*<\/table>/);
  });

  it('writes HTML the author typed out as text', () => {
    expect(render('<b>bold?</b> <div class="d-none">x</div>')).toBe('<p>&lt;b&gt;bold?&lt;/b&gt; &lt;div class="d-none"&gt;x&lt;/div&gt;</p>\n');
  });

  describe('code', () => {
    it('highlights a fenced block in its language with highlight.js classes', () => {
      const html = render('```js\nconst answer = 42; // why\n```');
      expect(html).toBe(
        '<pre><code class="hljs language-js"><span class="hljs-keyword">const</span> answer = <span class="hljs-number">42</span>; <span class="hljs-comment">// why</span>\n</code></pre>\n',
      );
    });

    it('escapes what it highlights', () => {
      const html = render('```html\n<script>alert(1)</script>\n```');
      expect(html).toContain('<span class="hljs-tag">&lt;<span class="hljs-name">script</span>&gt;</span>');
      expect(html).not.toContain('<script');
    });

    it('names an alias that is not a class name by its language (c++ is cpp)', () => {
      expect(render('```c++\nint main() { return 0; }\n```')).toContain('<code class="hljs language-cpp">');
    });

    it('keeps an unknown language as a class for client decorators and leaves the code plain', () => {
      expect(render('```mermaid\ngraph TD; A-->B\n```')).toBe('<pre><code class="hljs language-mermaid">graph TD; A--&gt;B\n</code></pre>\n');
    });

    it('drops a language label that cannot be a class name', () => {
      expect(render('```"onload=x\ncode\n```')).toBe('<pre><code class="hljs">code\n</code></pre>\n');
    });

    it('guesses the language of an unlabelled block and leaves prose plain', () => {
      const guessed = render('```\ndef area(radius):\n    return 3.14 * radius ** 2\n```');
      expect(guessed).toContain('<code class="hljs language-python"><span class="hljs-keyword">def</span>');
      expect(render('```\nJust some words.\n```')).toBe('<pre><code class="hljs">Just some words.\n</code></pre>\n');
    });

    it('highlights indented code blocks the same way', () => {
      expect(render('Code:\n\n    def f(x):\n        return x\n')).toContain('<code class="hljs language-python"><span class="hljs-keyword">def</span>');
    });

    it('guesses from the start of a long block and highlights all of it', () => {
      const python = 'def area(radius):\n    return 3.14 * radius ** 2\n';
      const long = python.repeat(Math.ceil((3 * GUESS_SAMPLE) / python.length));
      const html = render('```\n' + long + '```');
      expect(html).toMatch(/^<pre><code class="hljs language-python">/);
      // the end of the block, far past the sample, is highlighted too
      expect(html).toMatch(/<span class="hljs-keyword">return<\/span> <span class="hljs-number">3.14<\/span> \* radius \*\* <span class="hljs-number">2<\/span>\n<\/code><\/pre>\n$/);
    });

    it('stops guessing once a document has used its allowance, but always highlights labelled blocks', () => {
      const python = 'def area(radius):\n    return 3.14 * radius ** 2\n';
      const block = python.repeat(Math.ceil(GUESS_SAMPLE / python.length));
      const guessable = GUESS_DOCUMENT_LIMIT / GUESS_SAMPLE;
      const unlabelled = Array.from({ length: guessable + 1 }, () => '```\n' + block + '```');
      const html = render([...unlabelled, '```python\nx = 1\n```'].join('\n\n'));
      const classes = [...html.matchAll(/<code class="([^"]+)">/g)].map((match) => match[1]);
      expect(classes).toEqual([...Array.from({ length: guessable }, () => 'hljs language-python'), 'hljs', 'hljs language-python']);
      // each render has an allowance of its own
      expect(render(unlabelled[0])).toContain('hljs language-python');
    });

    it('keeps inline code plain', () => {
      expect(render('use `a < b` here')).toBe('<p>use <code>a &lt; b</code> here</p>\n');
    });
  });

  describe('links', () => {
    it('marks every link nofollow ugc and opens only external ones in a new tab', () => {
      const html = render(`[rel](/questions/1) [abs](https://${SITE}/tags) [ext](https://elsewhere.example.com/x "Elsewhere") [mail](mailto:a@example.com)`);
      expect(html).toContain('<a href="/questions/1" rel="nofollow ugc">rel</a>');
      expect(html).toContain(`<a href="https://${SITE}/tags" rel="nofollow ugc">abs</a>`);
      expect(html).toContain('<a href="https://elsewhere.example.com/x" title="Elsewhere" rel="nofollow ugc noopener" target="_blank">ext</a>');
      expect(html).toContain('<a href="mailto:a@example.com" rel="nofollow ugc">mail</a>');
    });

    it('treats every absolute link as external while the site host is unknown', () => {
      expect(render(`[abs](https://${SITE}/tags) [rel](/tags)`, null)).toBe(
        `<p><a href="https://${SITE}/tags" rel="nofollow ugc noopener" target="_blank">abs</a> <a href="/tags" rel="nofollow ugc">rel</a></p>\n`,
      );
    });

    it('links bare URLs, www. addresses and emails, but not file names', () => {
      const html = render('see https://example.com/a?b=1, www.example.net/docs. and me@example.com; setup.py stays');
      expect(html).toContain('<a href="https://example.com/a?b=1" rel="nofollow ugc noopener" target="_blank">https://example.com/a?b=1</a>');
      expect(html).toContain('<a href="http://www.example.net/docs" rel="nofollow ugc noopener" target="_blank">www.example.net/docs</a>.');
      expect(html).toContain('<a href="mailto:me@example.com" rel="nofollow ugc">me@example.com</a>');
      expect(html).toContain('setup.py stays');
    });
  });

  describe('images', () => {
    it('keeps http(s) and site-relative images', () => {
      expect(render('![chart](https://img.example.com/a.png "Chart") ![up](/uploads/post/b.png)')).toBe(
        '<p><img src="https://img.example.com/a.png" alt="chart" title="Chart" /> <img src="/uploads/post/b.png" alt="up" /></p>\n',
      );
    });

    it('leaves out images with any other address', () => {
      const html = render('![a](data:image/png;base64,iVBORw0KGgo=) ![b](ftp://example.com/x.png) ![c](javascript:alert(1))');
      expect(html).not.toContain('<img');
    });
  });
});
