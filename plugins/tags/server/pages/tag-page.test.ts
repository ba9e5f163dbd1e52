import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import type { PageRendered, PageResult } from '@answer/sdk/server';
import { fakePageRequest, refused } from '../../../../tests/unit/page-request';
import type { TagInfo } from '../tag-info';
import { renderTagPage } from './tag-page';
import type { TaggedQuestion } from './tag-questions';

const TAG_ID = '10030000000000101';

function tagInfo(patch: Partial<TagInfo> = {}): TagInfo {
  return {
    tag_id: TAG_ID,
    created_at: 1_700_000_000,
    updated_at: 1_700_000_000,
    slug_name: 'go',
    display_name: 'Go',
    excerpt: 'The Go language.',
    original_text: 'The Go language.',
    parsed_text: '<p>The <strong>Go</strong> language.</p>',
    description: 'The Go language.',
    follow_count: 1,
    question_count: 21,
    is_follower: false,
    status: 'available',
    member_actions: [],
    main_tag_slug_name: '',
    recommend: false,
    reserved: false,
    ...patch,
  };
}

function question(id: number, patch: Partial<TaggedQuestion> = {}): TaggedQuestion {
  return {
    id: `1001000000000${String(id).padStart(4, '0')}`,
    title: `Question ${id}`,
    url_title: `question-${id}`,
    description: 'What is it?',
    created_at: 1_700_000_000,
    pin: 1,
    status: 1,
    tags: [{ slug_name: 'go', display_name: 'Go' }],
    view_count: 3,
    vote_count: 12_345,
    answer_count: 1,
    accepted_answer_id: '0',
    operated_at: 1_700_000_000,
    operation_type: 'asked',
    operator: { username: 'ann', display_name: 'Ann' },
    ...patch,
  };
}

const rendered = (result: PageResult): PageRendered => {
  if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
  return result;
};

describe('the tag page rendered on the server', () => {
  it('shows the tag and its questions from the reads the browser page makes', async () => {
    const request = fakePageRequest({
      pluginId: 'tags',
      params: { tagName: 'Go' },
      query: 'page=2&order=score',
      answers: {
        '/tag?name=Go': tagInfo(),
        [`/tag/synonyms?tag_id=${TAG_ID}`]: { synonyms: [{ slug_name: 'golang', display_name: 'golang' }], member_actions: [] },
        '/question/page?order=score&page=2&page_size=20&tag=go': { count: 45, list: [question(1, { accepted_answer_id: '99' })] },
      },
    });
    const page = rendered(await renderTagPage(request));
    expect(request.missing).toEqual([]);
    expect(request.asked).toEqual(['/tag?name=Go', `/tag/synonyms?tag_id=${TAG_ID}`, '/question/page?order=score&page=2&page_size=20&tag=go']);
    expect(page.head).toMatchObject({ title: 'Go', description: 'The Go language.', canonical: '/tags/go?page=2', keywords: ['go', 'golang'] });
    const $ = load(page.body.__html);
    expect($('h1').text()).toBe('Go');
    expect($('[data-testid=tag-description] strong').text()).toBe('Go');
    expect($('[data-testid=tag-question-total]').text()).toBe('21 questions');
    expect($('[data-testid=tag-follower-total]').text()).toBe('1 follower');
    expect($('[data-testid=tag-synonyms]').text()).toContain('golang');
    expect($('[data-testid=tag-question-count]').text()).toBe('45 questions');
    const item = $('[data-question-id]');
    expect(item.find('h3 a').attr('href')).toBe('/questions/10010000000000001/question-1');
    expect(item.text()).toContain('12.3k');
    expect(item.find('a[href="/users/ann"]').text()).toBe('Ann');
    // the order tabs and page links keep the other value
    expect($('.nav-link.active').attr('href')).toBe('/tags/go?order=score');
    expect($('a[rel=prev]').attr('href')).toBe('/tags/go?order=score');
    expect($('a[rel=next]').attr('href')).toBe('/tags/go?order=score&page=3');
  });

  it('escapes names and titles full of markup, and puts in only the rendered description', async () => {
    const evil = '<img src=x onerror=alert(1)>';
    const request = fakePageRequest({
      pluginId: 'tags',
      params: { tagName: 'x' },
      answers: {
        '/tag?name=x': tagInfo({ slug_name: 'x', display_name: evil, description: '' }),
        [`/tag/synonyms?tag_id=${TAG_ID}`]: { synonyms: null },
        '/question/page?order=newest&page=1&page_size=20&tag=x': { count: 1, list: [question(2, { title: evil, description: evil, operator: { username: 'a"b', display_name: evil } })] },
      },
    });
    const page = rendered(await renderTagPage(request));
    expect(request.missing).toEqual([]);
    expect(page.body.__html).not.toContain('<img');
    const $ = load(page.body.__html);
    expect($('h1').text()).toBe(evil);
    expect($('[data-question-id] h3 a').text()).toBe(evil);
    expect($('a[href="/users/a%22b"]').text()).toBe(evil);
    expect(page.head.title).toBe(evil);
    // no description: Answer's sentence
    expect(page.head.description).toBe('The tag has no description.');
    expect(page.head.canonical).toBe('/tags/x');
  });

  it('answers a page past the end with an empty list and the way back', async () => {
    const request = fakePageRequest({
      pluginId: 'tags',
      params: { tagName: 'go' },
      query: 'page=99999',
      answers: {
        '/tag?name=go': tagInfo(),
        [`/tag/synonyms?tag_id=${TAG_ID}`]: { synonyms: [] },
        '/question/page?order=newest&page=99999&page_size=20&tag=go': { [refused]: 404 },
      },
    });
    const page = rendered(await renderTagPage(request));
    expect(request.missing).toEqual([]);
    const $ = load(page.body.__html);
    expect($('[data-question-id]').length).toBe(0);
    expect($('[data-testid=questions-empty] a').attr('href')).toBe('/tags/go');
    expect(page.status ?? 200).toBe(200);
  });

  it('sends a synonym to its main tag with the query, and an unknown tag to the 404 page', async () => {
    const synonym = fakePageRequest({
      pluginId: 'tags',
      params: { tagName: 'golang' },
      query: 'order=active&page=2',
      answers: { '/tag?name=golang': tagInfo({ main_tag_slug_name: 'go' }) },
    });
    expect(await renderTagPage(synonym)).toEqual({ kind: 'redirect', location: '/tags/go?order=active&page=2' });
    expect(synonym.asked).toEqual(['/tag?name=golang']);
    const unknown = fakePageRequest({ pluginId: 'tags', params: { tagName: 'nothing' } });
    expect(await renderTagPage(unknown)).toEqual({ kind: 'not_found' });
  });

  it('links under the base path and speaks the reader\'s language', async () => {
    const request = fakePageRequest({
      pluginId: 'tags',
      lang: 'zh_CN',
      basePath: '/community',
      params: { tagName: 'c#' },
      answers: {
        '/tag?name=c%23': tagInfo({ slug_name: 'c#', display_name: 'C#', question_count: 0, description: '' }),
        [`/tag/synonyms?tag_id=${TAG_ID}`]: { synonyms: [] },
        '/question/page?order=newest&page=1&page_size=20&tag=c%23': { count: 0, list: [] },
      },
    });
    const page = rendered(await renderTagPage(request));
    expect(request.missing).toEqual([]);
    const $ = load(page.body.__html);
    expect($('a.btn').attr('href')).toBe('/community/tags/c%23/info');
    expect($('[data-testid=questions-empty]').text()).toBe('还没有带此标签的问题。');
    expect(page.head.description).toBe('此标签没有描述。');
    expect(page.head.canonical).toBe('/tags/c%23');
  });
});
