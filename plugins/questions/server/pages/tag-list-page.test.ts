import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import type { PageRendered, PageResult } from '@answer/sdk/server';
import type { TagPageItem } from '../tag-list';
import { fakePageRequest } from './page-request.fixture';
import { renderTagList, type TagListData } from './tag-list-page';

function tag(slug: string, overrides: Partial<TagPageItem> = {}): TagPageItem {
  return {
    tag_id: `1003000000000000${slug.length}`,
    slug_name: slug,
    display_name: slug.toUpperCase(),
    excerpt: `All about ${slug}.`,
    description: '',
    original_text: '',
    parsed_text: '',
    follow_count: 0,
    question_count: 1,
    is_follower: false,
    created_at: 0,
    updated_at: 0,
    recommend: false,
    reserved: false,
    ...overrides,
  };
}

function rendered(result: PageResult): PageRendered {
  if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
  return result;
}

const tagsOf = (data: TagListData) => ({ '/tags/page': () => ({ ok: true as const, data }) });

describe('the tag list rendered on the server', () => {
  it('asks the API what the browser tag list asks on first load', async () => {
    const request = fakePageRequest({ api: tagsOf({ count: 0, list: [] }) });
    await renderTagList(request);
    expect(request.reads).toEqual(['/tags/page?page=1&page_size=24&query_cond=popular']);
    const filtered = fakePageRequest({ query: 'q=%20go%20&sort=name&page=2', api: tagsOf({ count: 0, list: [] }) });
    await renderTagList(filtered);
    expect(filtered.reads).toEqual(['/tags/page?page=2&page_size=24&query_cond=name&slug_name=go']);
  });

  it('shows each tag with its link, description and question count, escaped', async () => {
    const data = { count: 2, list: [tag('go', { display_name: 'Go <lang>', question_count: 3, reserved: true }), tag('rust')] };
    const page = rendered(await renderTagList(fakePageRequest({ api: tagsOf(data) })));
    expect(page.body.__html).not.toContain('Go <lang>');
    const $ = load(page.body.__html);
    const cards = $('[data-testid=tag-card]');
    expect(cards.length).toBe(2);
    expect(cards.eq(0).find('a.badge').attr('href')).toBe('/community/tags/go');
    expect(cards.eq(0).find('a.badge').text()).toBe('Go <lang>');
    expect(cards.eq(0).find('p').text()).toBe('All about go.');
    expect(cards.eq(0).find('[data-testid=tag-questions]').text()).toBe('3 questions');
    expect(cards.eq(0).text()).toContain('reserved');
    expect(cards.eq(1).find('[data-testid=tag-questions]').text()).toBe('1 question');
  });

  it('links to the other pages keeping the filter and sort, with Answer\'s title and canonical', async () => {
    const data = { count: 60, list: [tag('go')] };
    const page = rendered(await renderTagList(fakePageRequest({ query: 'q=g&sort=newest&page=2', api: tagsOf(data) })));
    const $ = load(page.body.__html);
    expect($('.pagination a[rel=prev]').attr('href')).toBe('/community/tags?q=g&sort=newest');
    expect($('.pagination a[rel=next]').attr('href')).toBe('/community/tags?q=g&sort=newest&page=3');
    expect($('form[role=search] input[name=q]').attr('value')).toBe('g');
    expect(page.head).toEqual({ title: 'Tags', canonical: '/tags?page=2' });
    const first = rendered(await renderTagList(fakePageRequest({ api: tagsOf(data) })));
    expect(first.head).toEqual({ title: 'Tags', canonical: '/tags' });
  });

  it('answers a page the API refuses (past its last page number) with an empty list', async () => {
    const page = rendered(await renderTagList(fakePageRequest({ query: 'page=5000000', api: { '/tags/page': () => ({ ok: false, status: 400 }) } })));
    const $ = load(page.body.__html);
    expect($('[data-testid=tag-card]').length).toBe(0);
    expect($('[data-testid=tags-empty]').text()).toContain('There are no tags on this page.');
  });
});
