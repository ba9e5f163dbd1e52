/**
 * The tag's questions on its server-rendered page, as the questions plugin's section of the browser
 * page lists them (`tags/detail/section`): the count, the order tabs, the questions, page links.
 * Read with the same `GET /question/page` call and values that section asks on first load.
 */
import { html, questionPermalink, type PageRequest, type SafeHtml } from '@answer/sdk/server';
import { tagPath } from '../../client/paths';
import { formatCount, memberLink, pagination, tagBadges, timeTag, withQuery, type MemberLabel, type TagLabel } from './markup';

/** The browser section's page size and orders (the first the default); they must stay the same for its read to be reused. */
export const TAG_QUESTIONS_PAGE_SIZE = 20;
export const TAG_QUESTION_ORDERS = ['newest', 'active', 'unanswered', 'frequent', 'score'] as const;
export type TagQuestionOrder = (typeof TAG_QUESTION_ORDERS)[number];

/** One question of `GET /question/page` (Answer's `QuestionPageResp`), the fields shown. */
export interface TaggedQuestion {
  id: string;
  title: string;
  url_title: string;
  description: string;
  created_at: number;
  pin: number;
  status: number;
  tags: TagLabel[] | null;
  view_count: number;
  vote_count: number;
  answer_count: number;
  accepted_answer_id: string;
  operated_at: number;
  operation_type: string;
  operator?: MemberLabel;
}

export interface TaggedQuestionPage {
  count: number;
  list: TaggedQuestion[];
}

export interface ListPosition {
  page: number;
  order: TagQuestionOrder;
}

/** `?page=`: a whole number from 1, else the first page (read as the browser reads it, so both ask the same). */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export const orderParam = (value: string | null): TagQuestionOrder =>
  (TAG_QUESTION_ORDERS as readonly string[]).includes(value ?? '') ? (value as TagQuestionOrder) : TAG_QUESTION_ORDERS[0];

export const positionOf = (query: URLSearchParams): ListPosition => ({ page: pageParam(query.get('page')), order: orderParam(query.get('order')) });

/** Exactly the query the browser's list asks with. */
export const listQuery = (slug: string, { page, order }: ListPosition) => ({ page, page_size: TAG_QUESTIONS_PAGE_SIZE, order, tag: slug });

const PINNED = 2;
const CLOSED = 2;

const hasAccepted = (question: TaggedQuestion): boolean => !!question.accepted_answer_id && question.accepted_answer_id !== '0';

function stat(value: number, label: string, highlight = false): SafeHtml {
  return html`<span class="me-3${highlight ? ' text-success fw-semibold' : ''}"><span class="fw-semibold">${formatCount(value)}</span> ${label}</span>`;
}

function questionItem(request: PageRequest, question: TaggedQuestion): SafeHtml {
  const path = questionPermalink(request.site.permalink, { id: question.id, url_title: question.url_title });
  const operation = request.t(`server_page.operation.${question.operation_type === 'answered' || question.operation_type === 'modified' ? question.operation_type : 'asked'}`);
  return html`<li class="list-group-item py-3 px-0 bg-transparent" data-question-id="${question.id}">
<h3 class="h5 mb-2 text-break">${question.pin === PINNED ? html`<span class="badge text-bg-warning me-2 align-middle small">${request.t('server_page.pinned')}</span>` : null}<a href="${request.href(path)}" class="link-body-emphasis text-decoration-none">${question.title}</a>${question.status === CLOSED ? html`<span class="text-secondary fw-normal"> ${request.t('server_page.closed')}</span>` : null}</h3>
${question.description ? html`<p class="text-secondary small mb-2 text-break">${question.description}</p>` : null}
${tagBadges(request, question.tags ?? [], request.t('server_page.tags'), 'mb-2')}
<div class="d-flex flex-wrap align-items-center small text-secondary">
<span class="me-3">${memberLink(request, question.operator)} ${operation} ${timeTag(request, question.operated_at || question.created_at)}</span>
${stat(question.vote_count, request.t('server_page.votes', { count: question.vote_count }))}
${stat(question.answer_count, request.t('server_page.answers', { count: question.answer_count }), hasAccepted(question))}
${stat(question.view_count, request.t('server_page.views', { count: question.view_count }))}
</div>
</li>`;
}

/** The section: `data` is null when the list could not be read (a page past the end). */
export function taggedQuestions(request: PageRequest, tag: TagLabel, position: ListPosition, data: TaggedQuestionPage | null): SafeHtml {
  const { page, order } = position;
  const path = tagPath(tag.slug_name);
  const linkTo = (target: TagQuestionOrder, targetPage = 1) =>
    request.href(withQuery(path, { order: target !== TAG_QUESTION_ORDERS[0] ? target : undefined, page: targetPage > 1 ? targetPage : undefined }));
  const tabs = TAG_QUESTION_ORDERS.map((item) =>
    item === order
      ? html`<li class="nav-item"><a class="nav-link active" aria-current="true" href="${linkTo(item)}">${request.t(`server_page.order.${item}`)}</a></li>`
      : html`<li class="nav-item"><a class="nav-link" href="${linkTo(item)}">${request.t(`server_page.order.${item}`)}</a></li>`,
  );
  const list = data?.list ?? [];
  let content: SafeHtml;
  if (list.length > 0) {
    const total = Math.ceil((data?.count ?? 0) / TAG_QUESTIONS_PAGE_SIZE);
    content = html`<ul class="list-group list-group-flush border-top">${list.map((question) => questionItem(request, question))}</ul>${pagination(request, page, total, (n) => linkTo(order, n))}`;
  } else if (page > 1) {
    // a page past the end: said plainly, with the way back
    content = html`<div class="py-5 text-center text-secondary" data-testid="questions-empty"><p class="mb-1">${request.t('server_page.empty_page')}</p><p class="mb-0 small"><a href="${linkTo(order)}">${request.t('server_page.first_page')}</a></p></div>`;
  } else {
    content = html`<div class="py-5 text-center text-secondary" data-testid="questions-empty"><p class="mb-0">${request.t('server_page.no_questions')}</p></div>`;
  }
  const heading = data ? request.t('server_page.question_count', { count: data.count }) : request.t('server_page.questions');
  return html`<section class="tagged-questions" aria-label="${request.t('server_page.section_label', { tag: tag.display_name || tag.slug_name })}">
<h2 class="h5 mb-2" data-testid="tag-question-count">${heading}</h2>
<ul class="nav nav-underline mb-1" aria-label="${request.t('server_page.orders')}">${tabs}</ul>
${content}
</section>`;
}
