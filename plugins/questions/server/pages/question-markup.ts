/**
 * The question page's markup: the question, its answers in the order the page shows them (the
 * accepted one marked), their authors, votes and first comments, as the browser's question page
 * and the answers and comments plugins draw them. Post bodies are the API's sanitised `html`; every
 * other value is escaped.
 */
import { html, rawHtml, type PageRequest, type SafeHtml } from '@answer/sdk/server';
import type { QuestionInfo } from '../question-info';
import { formatCount, memberLink, memberName, pagination, tagLinks, timeTag, type MemberLabel } from './markup';
import { ANSWER_ACCEPTED, ANSWER_ORDERS, ANSWER_PAGE_SIZE, answerListQuery, type AnswerItem, type AnswerListPosition, type AnswerPageData, type CommentPageData, type PostAuthor } from './question-wire';

const QUESTION_CLOSED = 2;
const AVATAR_SIZE = 40;

/** Everything the page was read from. */
export interface QuestionPageData {
  question: QuestionInfo;
  /** null when the answers could not be read (the answers plugin is off). */
  answers: AnswerPageData | null;
  /** The first comments by post id; a post without an entry shows none. */
  comments: ReadonlyMap<string, CommentPageData>;
  position: AnswerListPosition;
  /** The answer the address names, '' for none. */
  answerId: string;
  /** The comment the address names (`?commentId=`), '' for none. */
  commentId: string;
  /** The page's own path (the permalink, under the base path already), for its links. */
  path: string;
  query: URLSearchParams;
}

function avatar(user: PostAuthor): SafeHtml {
  if (user.avatar) return html`<img src="${user.avatar}" alt="" width="${AVATAR_SIZE}" height="${AVATAR_SIZE}" class="rounded flex-shrink-0 object-fit-cover" loading="lazy">`;
  const initial = Array.from(user.display_name || user.username)[0]?.toUpperCase() ?? '?';
  return html`<span aria-hidden="true" class="rounded flex-shrink-0 bg-primary-subtle text-primary-emphasis fw-semibold d-inline-flex align-items-center justify-content-center" style="width: ${AVATAR_SIZE}px; height: ${AVATAR_SIZE}px">${initial}</span>`;
}

/** "asked 3 May 2024" over the member's picture, name and reputation (the browser's `AuthorCard`). */
export function authorCard(request: PageRequest, user: PostAuthor | null | undefined, verb: string, seconds: number): SafeHtml {
  return html`<div class="small" data-testid="author-card"><div class="text-secondary mb-1">${verb} ${timeTag(request, seconds)}</div>
<div class="d-flex align-items-center gap-2">${user ? avatar(user) : null}<div class="d-flex flex-column">${memberLink(request, user)}${
    user ? html`<span class="text-secondary" title="${request.t('detail.reputation')}">${request.t('server_page.reputation', { count: user.rank })}</span>` : null
  }</div></div></div>`;
}

/** The vote count beside a post (the votes plugin's buttons take its place in the app). */
function voteCount(request: PageRequest, count: number): SafeHtml {
  return html`<div class="post-side d-flex flex-column align-items-center gap-2 flex-shrink-0" style="min-width: 2.5rem"><span class="fs-5 fw-semibold" data-testid="vote-count">${formatCount(count)}</span><span class="small text-secondary">${request.t('list.votes', { count })}</span></div>`;
}

function commentAuthor(request: PageRequest, username: string, name: string, status: string): SafeHtml {
  const member: MemberLabel = { username, display_name: name, status };
  return memberLink(request, member, '');
}

/** A post's first comments (the comments plugin's footer before "show more"); nothing when it has none. */
export function commentList(request: PageRequest, objectId: string, data: CommentPageData | undefined, highlighted: string): SafeHtml | null {
  if (!data || data.list.length === 0) return null;
  const items = data.list.map(
    (comment) => html`<li id="comment-${comment.comment_id}" class="comment-item d-flex gap-2 py-2 border-bottom small${comment.comment_id === highlighted ? ' bg-warning-subtle rounded px-2' : ''}" data-comment-id="${comment.comment_id}"><div class="flex-grow-1 min-w-0">
<div class="fmt comment-text text-break mb-0">${rawHtml(comment.parsed_text)}</div>
<span class="text-secondary">${commentAuthor(request, comment.username, comment.user_display_name, comment.user_status)} ${timeTag(request, comment.created_at)}</span>
</div></li>`,
  );
  const more = data.count - data.list.length;
  return html`<section class="comments mt-3" aria-label="${request.t('server_page.comments')}" data-testid="comments" data-object-id="${objectId}"><ul class="list-unstyled mb-2 border-top">${items}</ul>${
    more > 0 ? html`<p class="small text-secondary mb-0">${request.t('server_page.more_comments', { count: more })}</p>` : null
  }</section>`;
}

/** Why the question is not open, in the server's words (a closed question's reason). */
function statusBanner(question: QuestionInfo): SafeHtml | null {
  const { operation } = question;
  if (!operation || (!operation.type && !operation.msg)) return null;
  const detail = operation.type ? operation.msg || operation.description : operation.description;
  return html`<div class="alert alert-${operation.level}" role="status">${operation.type || operation.msg}${detail ? html`<div class="small mt-1">${detail}</div>` : null}</div>`;
}

export function questionArticle(request: PageRequest, data: QuestionPageData): SafeHtml {
  const { question } = data;
  const modified = (question.update_time ?? 0) > question.create_time ? question.update_time : 0;
  const edited = question.update_user_info && (question.edit_time ?? 0) > question.create_time ? question.edit_time : 0;
  return html`<article class="question-detail" data-question-id="${question.id}" aria-labelledby="question-title">
<h1 id="question-title" class="h3 text-break mb-2">${question.title}${question.status === QUESTION_CLOSED ? html`<span class="text-secondary fw-normal" data-testid="question-closed"> ${request.t('list.closed')}</span>` : null}</h1>
<div class="d-flex flex-wrap gap-3 small text-secondary pb-2 mb-3 border-bottom"><span>${request.t('detail.asked')} ${timeTag(request, question.create_time)}</span>${
    modified ? html`<span>${request.t('detail.modified')} ${timeTag(request, modified)}</span>` : null
  }<span>${request.t('detail.views', { count: question.view_count, value: formatCount(question.view_count) })}</span></div>
${statusBanner(question)}
<div class="d-flex gap-3">${voteCount(request, question.vote_count)}<div class="flex-grow-1 min-w-0">
<div class="fmt text-break mb-3">${rawHtml(question.html)}</div>
${tagLinks(request, question.tags, 'mb-3')}
<div class="d-flex flex-wrap justify-content-end gap-4">${edited ? authorCard(request, question.update_user_info, request.t('detail.edited'), edited) : null}${authorCard(request, question.user_info, request.t('detail.asked'), question.create_time)}</div>
${commentList(request, question.id, data.comments.get(question.id), data.commentId)}
</div></div>
</article>`;
}

export function answerArticle(request: PageRequest, answer: AnswerItem, data: QuestionPageData): SafeHtml {
  const accepted = answer.accepted === ANSWER_ACCEPTED;
  const edited = answer.update_user_info && answer.update_time > answer.create_time;
  const labelId = `answer-${answer.id}-label`;
  const highlighted = answer.id === data.answerId;
  return html`<article id="answer-${answer.id}" data-answer-id="${answer.id}" aria-labelledby="${labelId}" class="answer-item py-3 border-bottom${highlighted ? ' bg-warning-subtle rounded px-2' : ''}"${accepted ? html` data-accepted="true"` : null}>
<h3 id="${labelId}" class="visually-hidden">${request.t('server_page.answer_by', { name: memberName(request, answer.user_info) })}</h3>
${accepted ? html`<p class="mb-2"><span class="badge text-bg-success" data-testid="accepted-answer"><span aria-hidden="true">✓ </span>${request.t('server_page.accepted')}</span></p>` : null}
<div class="d-flex gap-3">${voteCount(request, answer.vote_count)}<div class="flex-grow-1 min-w-0">
<div class="fmt text-break mb-3">${rawHtml(answer.html)}</div>
<div class="d-flex flex-wrap justify-content-end gap-4">${edited ? authorCard(request, answer.update_user_info, request.t('detail.edited'), answer.update_time) : null}${authorCard(request, answer.user_info, request.t('server_page.answered'), answer.create_time)}</div>
${commentList(request, answer.id, data.comments.get(answer.id), data.commentId)}
</div></div>
</article>`;
}

/** The answers section: count, sort tabs, the answers of this page and links to the others. */
export function answersSection(request: PageRequest, data: QuestionPageData): SafeHtml {
  const { answers, position, query } = data;
  if (!answers) {
    // nothing lists the answers: the count alone, as the page shows it then
    return html`<h2 class="h5 mt-4 pt-3 border-top" data-testid="answer-count">${request.t('detail.answer_count', { count: data.question.answer_count })}</h2>`;
  }
  const link = (next: Partial<AnswerListPosition>) => `${data.path}${answerListQuery(query, next)}`;
  const tabs =
    answers.count > 0
      ? html`<nav aria-label="${request.t('server_page.answer_orders')}"><ul class="nav nav-pills nav-sm small">${ANSWER_ORDERS.map((tab) =>
          tab.order === position.order
            ? html`<li class="nav-item"><a class="nav-link py-1 px-2 active" aria-current="true" href="${link({ order: tab.order })}">${request.t(tab.labelKey)}</a></li>`
            : html`<li class="nav-item"><a class="nav-link py-1 px-2" href="${link({ order: tab.order })}">${request.t(tab.labelKey)}</a></li>`,
        )}</ul></nav>`
      : null;
  const pages = pagination(request, { page: position.page, total: Math.ceil(answers.count / ANSWER_PAGE_SIZE), href: (n) => link({ page: n }), label: request.t('server_page.answer_pages') });
  return html`<section class="mt-4" aria-labelledby="answers-title" data-testid="answers">
<div class="d-flex flex-wrap justify-content-between align-items-center gap-2 pb-2 border-bottom"><h2 id="answers-title" class="h5 mb-0" data-testid="answer-count">${request.t('detail.answer_count', { count: answers.count })}</h2>${tabs}</div>
${answers.list.map((answer) => answerArticle(request, answer, data))}
${pages}
</section>`;
}

export function questionBody(request: PageRequest, data: QuestionPageData): SafeHtml {
  return html`${questionArticle(request, data)}${answersSection(request, data)}`;
}
