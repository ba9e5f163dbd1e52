import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { cdata, escapeXml, languageTag, rfc3339, rfc822, textAsHtml, xmlSafe } from './xml';

/** What an XML parser reads back from `markup` inside an element. */
const readBack = (markup: string) => load(`<x>${markup}</x>`, { xml: true })('x').text();

describe('feed XML pieces', () => {
  it('escapes markup and both quotes, so text never becomes elements or ends an attribute', () => {
    const title = `<script>alert("x")</script> & 'friends'`;
    expect(escapeXml(title)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;friends&apos;');
    expect(readBack(escapeXml(title))).toBe(title);
    expect(load(`<x a="${escapeXml(title)}"/>`, { xml: true })('x').attr('a')).toBe(title);
  });

  it('keeps a body containing ]]> inside its CDATA by splitting the section', () => {
    const body = '<p>a]]>b</p>]]><script>x</script>';
    const section = cdata(body);
    expect(section).toBe('<![CDATA[<p>a]]]]><![CDATA[>b</p>]]]]><![CDATA[><script>x</script>]]>');
    // no element escaped the section
    expect(load(`<x>${section}</x>`, { xml: true })('x script').length).toBe(0);
    expect(readBack(section)).toBe(body);
  });

  it('drops the control characters XML forbids and keeps tab, newlines and paired surrogates', () => {
    const text = 'a\u0000b\u0008c\u000Bd\u000Ce\u001Ff\uFFFEg\uFFFF\th\ni\rj😀k\uD800l\uDC00m';
    expect(xmlSafe(text)).toBe('abcdefg\th\ni\rj😀klm');
    expect(escapeXml('x\u0001<')).toBe('x&lt;');
    expect(cdata('x\u0002y')).toBe('<![CDATA[xy]]>');
  });

  it('writes plain text as HTML for RSS descriptions', () => {
    expect(textAsHtml('1 < 2 & "3"')).toBe('1 &lt; 2 &amp; &quot;3&quot;');
  });

  it('writes RFC 822 dates for RSS and RFC 3339 dates for Atom, in UTC', () => {
    const seconds = Date.UTC(2024, 0, 2, 3, 4, 5) / 1000;
    expect(rfc822(seconds)).toBe('Tue, 02 Jan 2024 03:04:05 GMT');
    expect(rfc3339(seconds)).toBe('2024-01-02T03:04:05Z');
  });

  it('writes language tags with a dash', () => {
    expect(languageTag('zh_CN')).toBe('zh-CN');
    expect(languageTag('en_US')).toBe('en-US');
  });
});
