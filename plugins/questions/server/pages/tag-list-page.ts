/**
 * The tag list (`/tags`) rendered on the server, from the same `GET /tags/page` the browser page
 * asks on first load (page, page size, sort, filter). Head as Answer's tag list template writes
 * it: "Tags", the canonical address with `?page=N` past the first page.
 */
import { html, type PageHead, type PageRequest, type PageResult, type SafeHtml, type ServerPage } from '@answer/sdk/server';
import { pageParam, TAG_ORDERS, TAG_PAGE_SIZE, tagOrderParam, type TagOrder } from '../../shared/list-queries';
import { TAG_LIST_SCOPE, type TagPageItem } from '../tag-list';
import { pagination, TAG_BADGE, tagPath, withQuery } from './markup';

export interface TagListData {
  count: number;
  list: TagPageItem[];
}

interface TagListPosition {
  page: number;
  sort: TagOrder;
  /** The filter box's text (`?q=`). */
  filter: string;
}

const positionOf = (query: URLSearchParams): TagListPosition => ({
  page: pageParam(query.get('page')),
  sort: tagOrderParam(query.get('sort')),
  filter: (query.get('q') ?? '').trim(),
});

function tagCard(request: PageRequest, tag: TagPageItem): SafeHtml {
  const marks = [
    tag.reserved ? html` <span class="badge rounded-pill text-bg-warning fw-normal">${request.t('tags.reserved')}</span>` : null,
    tag.recommend ? html` <span class="badge rounded-pill text-bg-info fw-normal">${request.t('tags.recommended')}</span>` : null,
  ];
  return html`<div class="col"><div class="card h-100" data-testid="tag-card" data-tag="${tag.slug_name}"><div class="card-body d-flex flex-column">
<div class="mb-2"><a class="${TAG_BADGE} fs-6" href="${request.href(tagPath(tag.slug_name))}">${tag.display_name || tag.slug_name}</a>${marks}</div>
<p class="small text-secondary flex-grow-1 mb-2 text-break">${tag.excerpt}</p>
<div class="d-flex align-items-center justify-content-between"><span class="small text-secondary" data-testid="tag-questions">${request.t('tag_page.questions', { count: tag.question_count })}</span></div>
</div></div></div>`;
}

export function tagListHead(request: PageRequest, { page }: TagListPosition): PageHead {
  return { title: request.t('server_page.tags_title'), canonical: withQuery('/tags', { page: page > 1 ? page : undefined }) };
}

export function tagListBody(request: PageRequest, position: TagListPosition, data: TagListData): SafeHtml {
  const { page, sort, filter } = position;
  const linkTo = (target: TagOrder, targetPage = 1) =>
    request.href(withQuery('/tags', { q: filter || undefined, sort: target !== TAG_ORDERS[0] ? target : undefined, page: targetPage > 1 ? targetPage : undefined }));
  const sorts = TAG_ORDERS.map((item) =>
    item === sort
      ? html`<li class="nav-item"><a class="nav-link active" aria-current="true" href="${linkTo(item)}">${request.t(`tag_page.sort.${item}`)}</a></li>`
      : html`<li class="nav-item"><a class="nav-link" href="${linkTo(item)}">${request.t(`tag_page.sort.${item}`)}</a></li>`,
  );
  let content: SafeHtml;
  if (data.list.length > 0) {
    content = html`<div class="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-3">${data.list.map((tag) => tagCard(request, tag))}</div>${pagination(request, { page, total: Math.ceil(data.count / TAG_PAGE_SIZE), href: (n) => linkTo(sort, n), label: request.t('list.pagination') })}`;
  } else if (page > 1) {
    content = html`<p class="py-5 text-center text-secondary" data-testid="tags-empty">${request.t('server_page.empty_tag_page')} <a href="${linkTo(sort)}">${request.t('server_page.first_page')}</a></p>`;
  } else {
    content = html`<p class="py-5 text-center text-secondary" data-testid="tags-empty">${filter ? request.t('tag_page.none_matching', { text: filter }) : request.t('tag_page.empty')}</p>`;
  }
  // the filter box works without scripts too: a form that asks the same address with `?q=`
  return html`<div class="tag-list">
<div class="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3"><h1 class="h3 mb-0">${request.t('tag_page.title')}</h1></div>
<div class="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
<form method="get" action="${request.href('/tags')}" role="search">${sort !== TAG_ORDERS[0] ? html`<input type="hidden" name="sort" value="${sort}">` : null}<input type="search" name="q" class="form-control form-control-sm tag-filter" style="max-width: 16rem" placeholder="${request.t('tag_page.filter')}" aria-label="${request.t('tag_page.filter')}" value="${filter}" maxlength="35"></form>
<ul class="nav nav-underline" aria-label="${request.t('tag_page.sorts')}">${sorts}</ul>
</div>
${content}
</div>`;
}

export async function renderTagList(request: PageRequest): Promise<PageResult> {
  const position = positionOf(request.query);
  // exactly the browser page's first read, so the app takes it over
  const read = await request.api<TagListData>('/tags/page', { page: position.page, page_size: TAG_PAGE_SIZE, query_cond: position.sort, slug_name: position.filter || undefined });
  if (!read.ok && read.status >= 500) throw new Error(`the tag list could not be read (${read.status})`);
  // a page the API refuses (past its last page number, a filter too long) is an empty page
  const data: TagListData = read.ok ? read.data : { count: 0, list: [] };
  return { kind: 'page', head: tagListHead(request, position), body: tagListBody(request, position, data) };
}

export const tagListPage: ServerPage = {
  path: '/tags',
  scopes: () => [TAG_LIST_SCOPE],
  render: renderTagList,
};
