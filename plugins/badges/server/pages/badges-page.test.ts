import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import type { PageRendered, PageResult } from '@answer/sdk/server';
import { fakePageRequest, refused } from '../../../../tests/unit/page-request';
import type { BadgeGroupResp } from '../catalogue';
import { renderBadgesPage } from './badges-page';

const rendered = (result: PageResult): PageRendered => {
  if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
  return result;
};

const GROUPS: BadgeGroupResp[] = [
  {
    group_name: 'Getting Started',
    badges: [
      { id: '10090000000000001', name: 'Autobiographer', icon: 'person-badge-fill', award_count: 12_345, earned_count: 0, level: 1 },
      { id: '10090000000000002', name: 'Picture', icon: 'https://img.example/b.png', award_count: 1, earned_count: 0, level: 3 },
    ],
  },
  { group_name: 'Empty', badges: [] },
];

describe('the badges page rendered on the server', () => {
  it('shows the groups and badges from the read the browser page makes', async () => {
    const request = fakePageRequest({ pluginId: 'badges', answers: { '/badges': GROUPS } });
    const page = rendered(await renderBadgesPage(request));
    expect(request.missing).toEqual([]);
    expect(request.asked).toEqual(['/badges']);
    expect(page.head).toMatchObject({ title: 'Badges', canonical: '/badges', description: 'The badges members of Example can earn, and how many times each was awarded.' });
    const $ = load(page.body.__html);
    expect($('h2').map((_, element) => $(element).text()).get()).toEqual(['Getting Started']);
    const first = $('[data-testid=badge-card]').first();
    expect(first.attr('href')).toBe('/badges/10090000000000001');
    expect(first.find('h3').text()).toBe('Autobiographer');
    expect(first.find('i.bi-person-badge-fill.badge-level-bronze').length).toBe(1);
    expect(first.find('.visually-hidden').text()).toBe('Bronze badge');
    expect(first.find('[data-testid=badge-awarded]').text()).toBe('12.3k awarded');
    expect($('[data-testid=badge-card]').last().find('img').attr('src')).toBe('https://img.example/b.png');
  });

  it('escapes names and icons full of markup', async () => {
    const evil = '"><script>alert(1)</script>';
    const request = fakePageRequest({ pluginId: 'badges', answers: { '/badges': [{ group_name: evil, badges: [{ id: '1', name: evil, icon: evil, award_count: 0, earned_count: 0, level: 2 }] }] } });
    const page = rendered(await renderBadgesPage(request));
    expect(request.missing).toEqual([]);
    expect(page.body.__html).not.toContain('<script');
    const $ = load(page.body.__html);
    expect($('h2').text()).toBe(evil);
    expect($('h3').text()).toBe(evil);
    // an icon name that could break out of its class is drawn as the default award
    expect($('i.bi-award').length).toBe(1);
  });

  it('says so when there is nothing to earn, in the reader\'s language', async () => {
    const request = fakePageRequest({ pluginId: 'badges', lang: 'zh_CN', answers: { '/badges': null } });
    const page = rendered(await renderBadgesPage(request));
    expect(request.missing).toEqual([]);
    expect(load(page.body.__html)('p.text-secondary').text()).toBe('暂时还没有可获得的徽章。');
    expect(page.head.title).toBe('徽章');
  });

  it('leaves the page to the app when the badges cannot be read', async () => {
    const request = fakePageRequest({ pluginId: 'badges', answers: { '/badges': { [refused]: 500 } } });
    await expect(renderBadgesPage(request)).rejects.toThrow();
  });
});
