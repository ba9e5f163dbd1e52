import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import type { PageRendered, PageResult } from '@answer/sdk/server';
import { fakePageRequest } from '../../../../tests/unit/page-request';
import { renderLegalPage } from './legal-pages';

const rendered = (result: PageResult): PageRendered => {
  if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
  return result;
};

describe('the legal pages rendered on the server', () => {
  it('show the rendered text from the read the browser page makes', async () => {
    const request = fakePageRequest({
      pluginId: 'legal',
      answers: { '/siteinfo/legal?info_type=tos': { terms_of_service_original_text: '# Rules', terms_of_service_parsed_text: '<h1>Rules</h1>\n<p>Be <em>kind</em> &amp; fair.</p>' } },
    });
    const page = rendered(await renderLegalPage(request, 'tos'));
    expect(request.missing).toEqual([]);
    expect(request.asked).toEqual(['/siteinfo/legal?info_type=tos']);
    expect(page.head).toEqual({ title: 'Terms of service', canonical: '/tos', description: 'Rules Be kind & fair.' });
    const $ = load(page.body.__html);
    expect($('h1').first().text()).toBe('Terms of service');
    expect($('[data-testid=legal-text] em').text()).toBe('kind');
  });

  it('say what the browser page says when the admin left the text empty, kept out of search results', async () => {
    const request = fakePageRequest({ pluginId: 'legal', lang: 'zh_CN', answers: { '/siteinfo/legal?info_type=privacy': { privacy_policy_original_text: '', privacy_policy_parsed_text: '' } } });
    const page = rendered(await renderLegalPage(request, 'privacy'));
    expect(request.missing).toEqual([]);
    expect(page.head).toMatchObject({ title: '隐私政策', canonical: '/privacy', noindex: true });
    expect(load(page.body.__html)('[data-testid=legal-empty]').text()).toBe('本站尚未发布隐私政策。');
    expect(page.head.description).toBe('本站尚未发布隐私政策。');
  });

  it('link to a document hosted elsewhere', async () => {
    const request = fakePageRequest({
      pluginId: 'legal',
      answers: { '/siteinfo/legal?info_type=privacy': { privacy_policy_original_text: 'https://example.org/privacy?a=1&b="2"', privacy_policy_parsed_text: '<p>link</p>' } },
    });
    const page = rendered(await renderLegalPage(request, 'privacy'));
    expect(request.missing).toEqual([]);
    const link = load(page.body.__html)('[data-testid=legal-elsewhere] a');
    expect(link.attr('href')).toBe('https://example.org/privacy?a=1&b=%222%22');
    expect(page.body.__html).not.toContain('"2"');
  });
});
