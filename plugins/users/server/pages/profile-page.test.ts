import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import type { PageRendered, PageResult } from '@answer/sdk/server';
import { fakePageRequest, refused } from '../../../../tests/unit/page-request';
import type { ProfileInfo } from '../profile-info';
import { renderProfilePage, type TopPosts } from './profile-page';

function profile(patch: Partial<ProfileInfo> = {}): ProfileInfo {
  return {
    id: '7',
    created_at: 1_700_000_000,
    last_login_date: 0,
    username: 'ann',
    follow_count: 0,
    answer_count: 2,
    question_count: 1,
    rank: 12_345,
    display_name: 'Ann Example',
    avatar: 'https://img.example/ann.png',
    mobile: '',
    bio: 'I write *Go*.',
    bio_html: '<p>I write <em>Go</em>.</p><p>And Rust &amp; C.</p>',
    website: 'ann.example',
    location: 'Lisbon',
    status: 'normal',
    suspended_until: 0,
    ...patch,
  };
}

const TOP: TopPosts = {
  question: [
    { question_id: '10010000000000001', title: 'How do channels work?', url_title: 'how-do-channels-work', vote_count: 3, tags: [], view_count: 9, answer_count: 1, collection_count: 0, created_at: 1_700_000_000, accepted_answer_id: '10020000000000009', status: 'available' },
  ],
  answer: [
    { answer_id: '10020000000000002', question_id: '10010000000000003', accepted: 2, vote_count: 1, create_time: 1_700_000_000, update_time: 0, question_info: { title: 'Why Go?', url_title: 'why-go', tags: [] } },
  ],
};

const rendered = (result: PageResult): PageRendered => {
  if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
  return result;
};

const answersFor = (user: ProfileInfo | { [refused]: number }, username = 'ann', top: TopPosts = TOP) => ({
  [`/personal/user/info?username=${encodeURIComponent(username)}`]: user,
  [`/personal/qa/top?username=${encodeURIComponent(username)}`]: top,
});

describe('the profile rendered on the server', () => {
  it('shows the overview a guest sees, from the reads the browser page makes', async () => {
    const request = fakePageRequest({ pluginId: 'users', params: { username: 'ann' }, answers: answersFor(profile()) });
    const page = rendered(await renderProfilePage(request));
    expect(request.missing).toEqual([]);
    expect(request.asked).toEqual(['/personal/user/info?username=ann', '/personal/qa/top?username=ann']);
    const $ = load(page.body.__html);
    expect($('h1').text()).toBe('Ann Example');
    expect($('[data-testid=profile-avatar]').attr('alt')).toBe('Ann Example');
    expect($('[data-testid=profile-reputation]').text()).toBe('12.3k reputation');
    expect($('[data-testid=profile-answers]').text()).toBe('2 answers');
    expect($('[data-testid=profile-questions]').text()).toBe('1 question');
    expect($('[data-testid=profile-location]').text()).toBe('Location: Lisbon');
    const website = $('[data-testid=profile-website]');
    expect(website.attr('href')).toBe('http://ann.example/');
    expect(website.attr('rel')).toContain('nofollow ugc');
    expect($('[data-testid=profile-joined] time').attr('datetime')).toBe('2023-11-14T22:13:20.000Z');
    expect($('[data-testid=profile-bio] em').text()).toBe('Go');
    expect($('[data-testid=top-questions] a').attr('href')).toBe('/questions/10010000000000001/how-do-channels-work');
    expect($('[data-testid=top-answers] a').attr('href')).toBe('/questions/10010000000000003/why-go/10020000000000002');
    expect($('[data-testid=top-answers]').text()).toContain('Accepted');
    expect(page.head).toMatchObject({ title: 'Ann Example (ann)', description: 'I write Go. And Rust & C.', canonical: '/users/ann', ogType: 'profile', image: 'https://img.example/ann.png', noindex: false });
    expect(page.head.jsonLd?.[0]).toMatchObject({ '@type': 'ProfilePage', url: 'https://example.com/users/ann', mainEntity: { '@type': 'Person', name: 'Ann Example', alternateName: 'ann' } });
  });

  it('escapes names, places and addresses full of markup', async () => {
    const evil = '<script>alert(1)</script>';
    const request = fakePageRequest({
      pluginId: 'users',
      params: { username: 'a<b' },
      answers: answersFor(profile({ username: 'a<b', display_name: evil, location: evil, website: 'javascript:alert(1)', avatar: '', bio_html: '' }), 'a<b', { question: [{ ...TOP.question![0], title: evil }], answer: [] }),
    });
    const page = rendered(await renderProfilePage(request));
    expect(request.missing).toEqual([]);
    expect(page.body.__html).not.toContain('<script');
    const $ = load(page.body.__html);
    expect($('h1').text()).toBe(evil);
    expect($('[data-testid=profile-location]').text()).toContain(evil);
    // no link for an address that is not on the web, no picture when there is none
    expect($('[data-testid=profile-website]').length).toBe(0);
    expect($('img').length).toBe(0);
    expect($('[data-testid=top-questions] a').text()).toBe(evil);
    expect($('[data-testid=top-answers]').text()).toContain('No posts found.');
    expect(page.head.title).toBe(`${evil} (a<b)`);
    // no bio: a sentence about the member
    expect(page.head.description).toBe(`${evil} (@a<b) is a member of Example.`);
    expect(page.head.image).toBeUndefined();
    expect(page.head.canonical).toBe('/users/a%3Cb');
  });

  it('keeps suspended members out of search results, with the server\'s note', async () => {
    const request = fakePageRequest({ pluginId: 'users', params: { username: 'ann' }, answers: answersFor(profile({ status: 'suspended', status_msg: '<p>This user was suspended.</p>' })) });
    const page = rendered(await renderProfilePage(request));
    expect(request.missing).toEqual([]);
    expect(page.head.noindex).toBe(true);
    expect(load(page.body.__html)('[data-testid=profile-status]').text()).toBe('This user was suspended.');
  });

  it('answers unknown and deleted members with the 404 page', async () => {
    const unknown = fakePageRequest({ pluginId: 'users', params: { username: 'nobody' }, answers: answersFor({ [refused]: 404 }, 'nobody') });
    expect(await renderProfilePage(unknown)).toEqual({ kind: 'not_found' });
    const deleted = fakePageRequest({ pluginId: 'users', params: { username: 'ann' }, answers: answersFor(profile({ status: 'deleted' })) });
    expect(await renderProfilePage(deleted)).toEqual({ kind: 'not_found' });
  });

  it('links under the base path and speaks the reader\'s language', async () => {
    const request = fakePageRequest({ pluginId: 'users', lang: 'zh_CN', basePath: '/community', params: { username: 'ann' }, answers: answersFor(profile({ bio_html: '', avatar: '/community/uploads/ann.png' })) });
    const page = rendered(await renderProfilePage(request));
    expect(request.missing).toEqual([]);
    const $ = load(page.body.__html);
    expect($('[data-testid=top-questions] a').attr('href')).toBe('/community/questions/10010000000000001/how-do-channels-work');
    expect($('h2').first().text()).toBe('关于我');
    expect(page.head.description).toBe('Ann Example（@ann）是 Example 的成员。');
    expect(page.head.image).toBe('https://example.com/community/uploads/ann.png');
  });
});
