import { describe, expect, it } from 'vitest';
import { hostOf, isExternalLink } from './links';

describe('external links', () => {
  it('reads the host and port of the site URL, lower-cased', () => {
    expect(hostOf('https://Answer.Example.org/community')).toBe('answer.example.org');
    expect(hostOf('http://127.0.0.1:8080')).toBe('127.0.0.1:8080');
    expect(hostOf('not a url')).toBeNull();
    expect(hostOf('ftp://files.example.org')).toBeNull();
  });

  it('tells links to other hosts from links within the site', () => {
    const site = 'answer.example.org';
    expect(isExternalLink('https://elsewhere.example.com/a', site)).toBe(true);
    expect(isExternalLink('//elsewhere.example.com/a', site)).toBe(true);
    expect(isExternalLink('HTTP://ANSWER.EXAMPLE.ORG/questions/1', site)).toBe(false);
    // same host over the other scheme is still the site
    expect(isExternalLink('http://answer.example.org/questions/1', site)).toBe(false);
    expect(isExternalLink('https://answer.example.org:8443/', site)).toBe(true);
    for (const href of ['/questions/1', 'questions/1', '#answer-2', '?page=2', 'mailto:a@example.com', 'javascript:alert(1)', '']) {
      expect(isExternalLink(href, site)).toBe(false);
    }
  });

  it('counts every absolute link as external while the site host is unknown', () => {
    expect(isExternalLink('https://answer.example.org/', null)).toBe(true);
    expect(isExternalLink('/questions', null)).toBe(false);
  });
});
