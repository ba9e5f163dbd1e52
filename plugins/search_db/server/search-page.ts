/**
 * `/search` rendered on the server: the results a guest would see, readable without scripts and
 * kept out of search engines' indexes (`noindex`), as Answer's robots rules keep crawlers away.
 */
import { html, questionPermalink, SHARED_SCOPES, type PageRequest, type PageResult, type SafeHtml, type ServerPage } from '@answer/sdk/server';
import { SEARCH_ORDERS, SEARCH_PAGE_SIZE, type SearchOrder, type SearchPage, type SearchResult } from '../shared/search-types';

const TAG_BADGE = 'badge bg-body-secondary text-body-emphasis border fw-normal text-decoration-none';

const orderOf = (value: string | null): SearchOrder => ((SEARCH_ORDERS as readonly string[]).includes(value ?? '') ? (value as SearchOrder) : 'relevance');

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function resultItem(request: PageRequest, result: SearchResult): SafeHtml {
  const { object } = result;
  const answer = result.object_type === 'answer';
  const path = questionPermalink(request.site.permalink, { id: object.question_id, url_title: object.url_title }, answer ? object.id : undefined);
  const title = `${answer ? `${request.t('result.answer_prefix')} ` : ''}${object.title}`;
  const author = object.user_info.username
    ? html`<a href="${request.href(`/users/${encodeURIComponent(object.user_info.username)}`)}">${object.user_info.display_name || object.user_info.username}</a>`
    : null;
  return html`<li class="list-group-item px-0 py-3" data-testid="search-result">
<div class="d-flex flex-wrap gap-3 small text-secondary mb-1"><span>${request.t('result.votes', { count: object.vote_count })}</span><span>${request.t('result.answers', { count: object.answer_count })}</span>${object.accepted && answer ? html`<span class="text-success">${request.t('result.accepted')}</span>` : null}</div>
<h2 class="h6 mb-1"><a href="${request.href(path)}">${title}</a></h2>
${object.excerpt ? html`<p class="small mb-1 text-break">${object.excerpt}</p>` : null}
<div class="d-flex flex-wrap align-items-center gap-2 small text-secondary">${object.tags.map((tag) => html`<a class="${TAG_BADGE}" href="${request.href(`/tags/${encodeURIComponent(tag.slug_name)}`)}">${tag.display_name || tag.slug_name}</a>`)}${author}</div>
</li>`;
}

function pageLinks(request: PageRequest, q: string, order: SearchOrder, page: number, pages: number): SafeHtml | null {
  if (pages <= 1) return null;
  const href = (target: number) => {
    const query = new URLSearchParams({ q });
    if (order !== 'relevance') query.set('order', order);
    if (target > 1) query.set('page', String(target));
    return request.href(`/search?${query.toString()}`);
  };
  return html`<nav aria-label="${request.t('page.pages')}" class="mt-3 d-flex gap-2">${page > 1 ? html`<a class="btn btn-sm btn-outline-secondary" rel="prev" href="${href(page - 1)}">${request.t('page.prev')}</a>` : null}${page < pages ? html`<a class="btn btn-sm btn-outline-secondary" rel="next" href="${href(page + 1)}">${request.t('page.next')}</a>` : null}</nav>`;
}

export async function renderSearchPage(request: PageRequest): Promise<PageResult> {
  const q = (request.query.get('q') ?? '').trim();
  const order = orderOf(request.query.get('order'));
  const page = pageOf(request.query.get('page'));
  const heading = q ? request.t('page.results_for', { q }) : request.t('page.title');
  const head = { title: heading, noindex: true };
  if (!q) {
    return { kind: 'page', head, body: html`<h1 class="h3 mb-1">${heading}</h1><p class="py-4 text-secondary">${request.t('page.empty_query')}</p>` };
  }
  // the same call the browser page makes, so the app takes the answer over
  const found = await request.api<SearchPage>('/search', { q, order, page, size: SEARCH_PAGE_SIZE });
  const results = found.ok ? found.data : { count: 0, list: [] };
  const body =
    results.list.length === 0
      ? html`<p class="py-4 text-center text-secondary" data-testid="search-empty">${request.t('page.none')}</p>`
      : html`<p class="small text-secondary mb-0">${request.t('page.count', { count: results.count })}</p><ul class="list-group list-group-flush border-top">${results.list.map((result) => resultItem(request, result))}</ul>${pageLinks(request, q, order, page, Math.ceil(results.count / SEARCH_PAGE_SIZE))}`;
  return { kind: 'page', head, body: html`<div class="search-page"><h1 class="h3 mb-1">${heading}</h1><p class="small text-secondary">${request.t('page.tips')}</p>${body}</div>` };
}

export const searchPage: ServerPage = {
  path: '/search',
  // results change with any post; a kept copy is dropped with the question lists
  scopes: () => [SHARED_SCOPES.questionLists],
  render: renderSearchPage,
};
