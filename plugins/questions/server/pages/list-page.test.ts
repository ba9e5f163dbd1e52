import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import type { PageRendered, PageResult } from '@answer/sdk/server';
import type { QuestionPageResp } from '../list';
import { renderQuestionList, type QuestionListData } from './list-page';
import { fakePageRequest } from './page-request.fixture';

const QID = '10010000000000042';

function item(overrides: Partial<QuestionPageResp> = {}): QuestionPageResp {
  return {
    id: QID,
    title: 'How do lists render?',
    url_title: 'how-do-lists-render',
    description: 'The first words of the body.',
    status: 1,
    pin: 1,
    show: 1,
    view_count: 12345,
    unique_view_count: 3,
    vote_count: 1,
    answer_count: 2,
    collection_count: 0,
    follow_count: 0,
    accepted_answer_id: '0',
    last_answer_id: '0',
    created_at: 1_700_000_000,
    tags: [{ slug_name: 'go', display_name: 'Go', main_tag_slug_name: '', recommend: false, reserved: false }],
    operated_at: 1_700_000_100,
    operation_type: 'asked',
    operator: { id: '7', username: 'ana', rank: 10, display_name: 'Ana <b>', status: 'normal', avatar: '' },
    ...overrides,
  };
}

function rendered(result: PageResult): PageRendered {
  if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
  return result;
}

const listOf = (data: QuestionListData) => ({ '/question/page': () => ({ ok: true as const, data }) });

describe('the question list rendered on the server', () => {
  it('asks the API what the browser list asks on first load', async () => {
    const request = fakePageRequest({ api: listOf({ count: 0, list: [] }) });
    await renderQuestionList(request, true);
    expect(request.reads).toEqual(['/question/page?order=newest&page=1&page_size=20']);

    const filtered = fakePageRequest({ query: 'order=hot&page=3&tag=go', api: listOf({ count: 0, list: [] }) });
    await renderQuestionList(filtered, false);
    expect(filtered.reads).toEqual(['/question/page?order=hot&page=3&page_size=20&tag=go']);
  });

  it('reads a page that is no number, or below one, as the first page and an unknown order as the default', async () => {
    for (const query of ['page=abc', 'page=-4', 'page=0', 'page=1.5&order=recommend']) {
      const request = fakePageRequest({ query, api: listOf({ count: 0, list: [] }) });
      await renderQuestionList(request, false);
      expect(request.reads, query).toEqual(['/question/page?order=newest&page=1&page_size=20']);
    }
  });

  it('shows each question with its permalink, excerpt, tags, author and counts, escaping what members wrote', async () => {
    const data = { count: 2, list: [item({ title: 'Why <script>alert(1)</script>?', accepted_answer_id: '10020000000000001' }), item({ id: '10010000000000043', status: 2, pin: 2 })] };
    const page = rendered(await renderQuestionList(fakePageRequest({ api: listOf(data) }), false));
    expect(page.body.__html).not.toContain('<script>alert(1)</script>');
    const $ = load(page.body.__html);
    const first = $('[data-question-id]').first();
    expect(first.find('h2 a').text()).toBe('Why <script>alert(1)</script>?');
    expect(first.find('h2 a').attr('href')).toBe(`/community/questions/${QID}/how-do-lists-render`);
    expect(first.find('p').text()).toBe('The first words of the body.');
    expect(first.find('a.badge').attr('href')).toBe('/community/tags/go');
    expect(first.find('a.badge').text()).toBe('Go');
    expect(first.find('a[href="/community/users/ana"]').text()).toBe('Ana <b>');
    expect(first.text()).toContain('12.3k views');
    expect(first.text()).toContain('1 vote');
    expect(first.find('[data-testid=has-accepted]').length).toBe(1);
    const second = $('[data-question-id]').eq(1);
    expect(second.find('[data-testid=has-accepted]').length).toBe(0);
    expect(second.find('[data-testid=question-closed]').text().trim()).toBe('[closed]');
    expect(second.find('.badge.text-bg-warning').text()).toBe('Pinned');
  });

  it('links to the other pages, keeping an order other than the default', async () => {
    const data = { count: 45, list: [item()] };
    const page = rendered(await renderQuestionList(fakePageRequest({ query: 'order=active&page=2', api: listOf(data) }), false));
    const $ = load(page.body.__html);
    const links = $('.pagination a')
      .map((_, element) => $(element).attr('href'))
      .get();
    expect(links).toEqual(['/community/questions?order=active', '/community/questions?order=active', '/community/questions?order=active&page=2', '/community/questions?order=active&page=3', '/community/questions?order=active&page=3']);
    expect($('.pagination a[rel=next]').attr('href')).toBe('/community/questions?order=active&page=3');
    expect($('.pagination .active a').text()).toBe('2');
    // the order tabs start from the first page, the default order without `?order=`
    expect($('.nav-underline a').first().attr('href')).toBe('/community/questions');
    expect($('.nav-underline a.active').text()).toBe('Active');

    const home = rendered(await renderQuestionList(fakePageRequest({ api: listOf(data) }), true));
    expect(load(home.body.__html)('.pagination a[rel=next]').attr('href')).toBe('/community/?page=2');
  });

  it('writes the head as Answer does: the site title at home, "Questions" on the list, ?page=N past the first page', async () => {
    const data = { count: 45, list: [item()] };
    const head = async (home: boolean, query = '') => rendered(await renderQuestionList(fakePageRequest({ query, api: listOf(data) }), home)).head;
    expect(await head(true)).toEqual({ title: '', canonical: '/' });
    expect(await head(true, 'page=2')).toEqual({ title: '', canonical: '/questions?page=2' });
    expect(await head(false)).toEqual({ title: 'Questions', canonical: '/questions' });
    expect(await head(false, 'page=3&order=hot')).toEqual({ title: 'Questions', canonical: '/questions?page=3' });
    expect((await head(false, 'tag=go')).canonical).toBe('/questions?tag=go');
  });

  it('answers a page past the end with an empty list, not an error', async () => {
    const request = fakePageRequest({ query: 'page=99999999', api: { '/question/page': () => ({ ok: false, status: 404 }) } });
    const page = rendered(await renderQuestionList(request, false));
    expect(page.status ?? 200).toBe(200);
    const $ = load(page.body.__html);
    expect($('[data-question-id]').length).toBe(0);
    expect($('[data-testid=questions-empty]').text()).toContain('There are no questions on this page.');
    expect($('[data-testid=questions-empty] a').attr('href')).toBe('/community/questions');
    expect(page.head.canonical).toBe('/questions?page=99999999');
  });

  it('speaks the page language', async () => {
    const page = rendered(await renderQuestionList(fakePageRequest({ lang: 'zh_CN', api: listOf({ count: 1, list: [item()] }) }), false));
    expect(page.head.title).toBe('问题');
    expect(load(page.body.__html)('h1').text()).toBe('全部问题');
  });
});
