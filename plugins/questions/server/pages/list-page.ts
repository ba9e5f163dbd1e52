/**
 * The question list (`/` and `/questions`) rendered on the server: the page a guest's browser
 * shows, from the same `GET /question/page` it asks on first load (order, page, page size, tag).
 * Head as Answer's list template writes it: "Questions" on `/questions`, the site's own title on
 * the home page, the canonical address with `?page=N` past the first page.
 */
import { html, questionListScopes, questionPermalink, type PageHead, type PageRequest, type PageResult, type SafeHtml, type ServerPage } from '@answer/sdk/server';
import { LIST_ORDERS, listOrderParam, PAGE_SIZE, pageParam, type ListOrder } from '../../shared/list-queries';
import type { QuestionPageResp } from '../list';
import { formatCount, memberLink, memberName, pagination, tagLinks, timeTag, withQuery } from './markup';

export interface QuestionListData {
  count: number;
  list: QuestionPageResp[];
}

/** What the address asks for. */
interface ListPosition {
  page: number;
  order: ListOrder;
  /** One tag's questions (`?tag=`), '' for all. */
  tag: string;
}

const positionOf = (query: URLSearchParams): ListPosition => ({
  page: pageParam(query.get('page')),
  order: listOrderParam(query.get('order')),
  tag: (query.get('tag') ?? '').trim(),
});

const hasAccepted = (question: QuestionPageResp): boolean => !!question.accepted_answer_id && question.accepted_answer_id !== '0';

function stat(value: number, label: string, extra: SafeHtml | null = null, highlight = false): SafeHtml {
  return html`<span class="me-3${highlight ? ' text-success fw-semibold' : ''}"><span class="fw-semibold">${formatCount(value)}</span> ${label}${extra}</span>`;
}

/** One question of the list, as the browser's `QuestionListItem` draws it. */
export function questionItem(request: PageRequest, question: QuestionPageResp): SafeHtml {
  const path = questionPermalink(request.site.permalink, { id: question.id, url_title: question.url_title });
  const operator = question.operator;
  const accepted = hasAccepted(question);
  const operation = request.t(`list.operation.${question.operation_type}`);
  return html`<li class="list-group-item py-3 px-0 bg-transparent" data-question-id="${question.id}">
<h2 class="h5 mb-2 text-break">${question.pin === 2 ? html`<span class="badge text-bg-warning me-2 align-middle small">${request.t('list.pinned')}</span>` : null}<a href="${request.href(path)}" class="link-body-emphasis text-decoration-none">${question.title}</a>${question.status === 2 ? html`<span class="text-secondary fw-normal" data-testid="question-closed"> ${request.t('list.closed')}</span>` : null}</h2>
${question.description ? html`<p class="text-secondary small mb-2 text-break">${question.description}</p>` : null}
${tagLinks(request, question.tags, 'mb-2')}
<div class="d-flex flex-wrap align-items-center small text-secondary">
<span class="me-3">${operator ? memberLink(request, operator) : html`<span class="fw-semibold">${memberName(request, null)}</span>`} ${operation} ${timeTag(request, question.operated_at || question.created_at)}</span>
${stat(question.vote_count, request.t('list.votes', { count: question.vote_count }))}
${stat(question.answer_count, request.t('list.answers', { count: question.answer_count }), accepted ? html`<span class="visually-hidden" data-testid="has-accepted"> (${request.t('server_page.has_accepted')})</span>` : null, accepted)}
${stat(question.view_count, request.t('list.views', { count: question.view_count }))}
</div>
</li>`;
}

/** The canonical address of a list page: `/` for the first page of the home page, `/questions?page=N` otherwise. */
export function listCanonical(home: boolean, { page, tag }: ListPosition): string {
  if (home && page === 1 && !tag) return '/';
  return withQuery('/questions', { tag: tag || undefined, page: page > 1 ? page : undefined });
}

export function listHead(request: PageRequest, home: boolean, position: ListPosition): PageHead {
  const title = position.tag ? request.t('tag_list.title', { tag: position.tag }) : home ? '' : request.t('server_page.questions_title');
  return { title, canonical: listCanonical(home, position) };
}

/** The list's markup: heading, order tabs, questions and page links (or the empty page's words). */
export function listBody(request: PageRequest, home: boolean, position: ListPosition, data: QuestionListData): SafeHtml {
  const { page, order, tag } = position;
  const path = home ? '/' : '/questions';
  const linkTo = (target: ListOrder, targetPage = 1) =>
    request.href(withQuery(path, { order: target !== LIST_ORDERS[0] ? target : undefined, tag: tag || undefined, page: targetPage > 1 ? targetPage : undefined }));
  const heading = tag ? request.t('tag_list.title', { tag }) : request.t('list.title');
  const tabs = LIST_ORDERS.map((item) =>
    item === order
      ? html`<li class="nav-item"><a class="nav-link active" aria-current="true" href="${linkTo(item)}">${request.t(`list.order.${item}`)}</a></li>`
      : html`<li class="nav-item"><a class="nav-link" href="${linkTo(item)}">${request.t(`list.order.${item}`)}</a></li>`,
  );
  const totalPages = Math.ceil(data.count / PAGE_SIZE);
  let content: SafeHtml;
  if (data.list.length > 0) {
    content = html`<ul class="list-group list-group-flush border-top">${data.list.map((question) => questionItem(request, question))}</ul>${pagination(request, { page, total: totalPages, href: (n) => linkTo(order, n), label: request.t('list.pagination') })}`;
  } else if (page > 1) {
    // a page past the end: said plainly, with the way back
    content = html`<div class="py-5 text-center text-secondary" data-testid="questions-empty"><p class="mb-1">${request.t('server_page.empty_page')}</p><p class="mb-0 small"><a href="${linkTo(order)}">${request.t('server_page.first_page')}</a></p></div>`;
  } else {
    content = html`<div class="py-5 text-center text-secondary" data-testid="questions-empty"><p class="mb-1">${request.t('list.empty')}</p><p class="mb-0 small"><a href="${request.href('/questions/ask')}">${request.t('list.ask')}</a></p></div>`;
  }
  return html`<div class="question-list">
<div class="d-flex flex-wrap align-items-center justify-content-between mb-3"><div><h1 class="h3 mb-0">${heading}</h1>${tag ? html`<a href="${request.href('/questions')}" class="small">${request.t('tag_list.all')}</a>` : null}</div>
<div class="d-flex align-items-center gap-3"><span class="text-secondary small">${request.t('list.count', { count: data.count })}</span><a href="${request.href('/questions/ask')}" class="btn btn-primary btn-sm">${request.t('list.ask')}</a></div></div>
<ul class="nav nav-underline mb-1" aria-label="${request.t('list.orders')}">${tabs}</ul>
${content}
</div>`;
}

export async function renderQuestionList(request: PageRequest, home: boolean): Promise<PageResult> {
  const position = positionOf(request.query);
  // exactly the browser list's first read, so the app takes it over
  const read = await request.api<QuestionListData>('/question/page', { page: position.page, page_size: PAGE_SIZE, order: position.order, tag: position.tag || undefined });
  if (!read.ok && read.status >= 500) throw new Error(`the question list could not be read (${read.status})`);
  // a page past the end (404) or a filter the API refuses is an empty page, not an error
  const data: QuestionListData = read.ok ? read.data : { count: 0, list: [] };
  return { kind: 'page', head: listHead(request, home, position), body: listBody(request, home, position, data) };
}

/** `/` and `/questions`: the same list; only the heading's address and the canonical differ. */
export function questionListPages(): ServerPage[] {
  const scopes: ServerPage['scopes'] = (_params, query) => questionListScopes(positionOf(query).order);
  return [
    { path: '/', scopes, render: (request) => renderQuestionList(request, true) },
    { path: '/questions', scopes, render: (request) => renderQuestionList(request, false) },
  ];
}
