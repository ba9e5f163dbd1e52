/**
 * `/users/:username` rendered on the server: the profile's overview as a guest sees it (picture,
 * names, reputation and counts, location, website, dates, bio, top answers and questions), from the
 * two reads the browser page makes on first load (`GET /personal/user/info` and
 * `GET /personal/qa/top`), so the app takes them over. An unknown or deleted member is the 404
 * page; a member who is not active as usual (suspended, not activated) is shown with the server's
 * note and kept out of search results. The tabs (`/users/:username/:tabName`) stay the app's.
 */
import { html, questionPermalink, rawHtml, type PageHead, type PageRequest, type PageResult, type SafeHtml, type ServerPage } from '@answer/sdk/server';
import { websiteLink } from '../../client/format';
import type { UserAnswerInfo } from '../answer-list';
import type { ProfileInfo } from '../profile-info';
import type { UserQuestionInfo } from '../question-list';
import { PROFILE_SCOPES } from '../routes';
import { formatCount, plainText, timeTag } from './markup';

/** `GET /personal/qa/top`. */
export interface TopPosts {
  question: UserQuestionInfo[] | null;
  answer: UserAnswerInfo[] | null;
}

export interface ProfileData {
  user: ProfileInfo;
  top: TopPosts | null;
}

/** Answer's picture size on a profile. */
const AVATAR_SIZE = 160;

export const profilePath = (username: string): string => `/users/${encodeURIComponent(username)}`;

const displayName = (user: ProfileInfo): string => user.display_name || user.username;

function absolute(request: PageRequest, address: string): string | undefined {
  if (/^https?:\/\//i.test(address)) return address;
  if (!address.startsWith('/') || address.startsWith('//')) return undefined;
  const origin = new URL(request.site.url).origin;
  // an address the API built names the base path already
  return request.site.basePath && !address.startsWith(`${request.site.basePath}/`) ? `${request.site.url}${address}` : `${origin}${address}`;
}

export function profileHead(request: PageRequest, { user }: ProfileData): PageHead {
  const name = displayName(user);
  const bio = plainText(user.bio_html);
  const url = `${request.site.url}${profilePath(user.username)}`;
  const image = user.avatar ? absolute(request, user.avatar) : undefined;
  return {
    // as the browser page titles it; the host adds the site's name
    title: `${name} (${user.username})`,
    description: bio || request.t('server_page.description', { name, username: user.username, site: request.site.name }),
    canonical: profilePath(user.username),
    ogType: 'profile',
    ...(image ? { image } : {}),
    noindex: user.status !== 'normal',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        url,
        ...(user.created_at > 0 ? { dateCreated: new Date(user.created_at * 1000).toISOString() } : {}),
        mainEntity: {
          '@type': 'Person',
          name,
          alternateName: user.username,
          ...(bio ? { description: bio } : {}),
          ...(image ? { image } : {}),
        },
      },
    ],
  };
}

function avatar(user: ProfileInfo): SafeHtml {
  const name = displayName(user);
  if (user.avatar) {
    return html`<img src="${user.avatar}" alt="${name}" width="${AVATAR_SIZE}" height="${AVATAR_SIZE}" class="rounded-circle flex-shrink-0 object-fit-cover" data-testid="profile-avatar">`;
  }
  const letter = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  return html`<span aria-hidden="true" class="rounded-circle flex-shrink-0 bg-secondary-subtle text-secondary-emphasis fw-semibold d-inline-flex align-items-center justify-content-center" style="width:${AVATAR_SIZE}px;height:${AVATAR_SIZE}px;font-size:${Math.round(AVATAR_SIZE * 0.45)}px">${letter}</span>`;
}

function stat(value: number, label: string, testId: string): SafeHtml {
  return html`<div data-testid="${testId}"><strong class="fs-5">${formatCount(value)}</strong> <span class="text-secondary">${label}</span></div>`;
}

function header(request: PageRequest, user: ProfileInfo): SafeHtml {
  const website = websiteLink(user.website);
  const joined = timeTag(request, user.created_at);
  const seen = timeTag(request, user.last_login_date);
  return html`<header class="d-flex flex-column flex-md-row mb-4 users-profile-header" data-testid="profile-header">
${avatar(user)}
<div class="ms-0 ms-md-4 mt-4 mt-md-0" style="min-width:0">
<h1 class="h3 mb-2 text-break">${displayName(user)}</h1>
<div class="text-secondary mb-4 text-break">@${user.username}</div>
<div class="d-flex flex-wrap column-gap-3 row-gap-1 mb-3">
${stat(user.rank, request.t('header.reputation_count', { count: user.rank }), 'profile-reputation')}
${stat(user.answer_count, request.t('header.answer_count', { count: user.answer_count }), 'profile-answers')}
${stat(user.question_count, request.t('header.question_count', { count: user.question_count }), 'profile-questions')}
</div>
<ul class="list-unstyled d-flex flex-wrap column-gap-3 row-gap-1 text-secondary mb-0">
${user.location ? html`<li class="text-break" data-testid="profile-location"><i class="bi bi-geo-alt-fill me-2" aria-hidden="true"></i><span class="visually-hidden">${request.t('header.location')} </span>${user.location}</li>` : null}
${website ? html`<li class="text-break"><i class="bi bi-house-door-fill me-2" aria-hidden="true"></i><span class="visually-hidden">${request.t('header.website')} </span><a class="link-secondary" href="${website.href}" rel="nofollow ugc noopener" target="_blank" data-testid="profile-website">${website.label}</a></li>` : null}
${joined ? html`<li data-testid="profile-joined"><i class="bi bi-calendar3 me-2" aria-hidden="true"></i>${request.t('header.joined')} ${joined}</li>` : null}
${seen ? html`<li><i class="bi bi-clock me-2" aria-hidden="true"></i>${request.t('header.seen')} ${seen}</li>` : null}
</ul>
</div>
</header>`;
}

const accepted = (id: string): boolean => id !== '' && id !== '0';

/** A title, linked to its page when it has one (a post out of the reader's sight comes without ids). */
function postLink(request: PageRequest, title: string, path: string | null): SafeHtml {
  return path ? html`<a href="${request.href(path)}" class="d-block text-truncate">${title}</a>` : html`<span class="d-block text-truncate">${title}</span>`;
}

function topAnswer(request: PageRequest, answer: UserAnswerInfo): SafeHtml {
  const path = answer.question_id ? questionPermalink(request.site.permalink, { id: answer.question_id, url_title: answer.question_info.url_title }, answer.answer_id || undefined) : null;
  return html`<li class="mb-2">${postLink(request, answer.question_info.title, path)}<div class="small text-secondary d-flex flex-wrap gap-3"><span><i class="bi bi-hand-thumbs-up-fill me-1" aria-hidden="true"></i>${request.t('counts.votes', { count: answer.vote_count, value: formatCount(answer.vote_count) })}</span>${answer.accepted === 2 ? html`<span class="text-success"><i class="bi bi-check-circle-fill me-1" aria-hidden="true"></i>${request.t('counts.accepted')}</span>` : null}</div></li>`;
}

function topQuestion(request: PageRequest, question: UserQuestionInfo): SafeHtml {
  const path = question.question_id ? questionPermalink(request.site.permalink, { id: question.question_id, url_title: question.url_title }) : null;
  const done = accepted(question.accepted_answer_id);
  return html`<li class="mb-2">${postLink(request, question.title, path)}<div class="small text-secondary d-flex flex-wrap gap-3"><span><i class="bi bi-hand-thumbs-up-fill me-1" aria-hidden="true"></i>${request.t('counts.votes', { count: question.vote_count, value: formatCount(question.vote_count) })}</span><span class="${done ? 'text-success' : ''}"><i class="bi ${done ? 'bi-check-circle-fill' : 'bi-chat-square-text-fill'} me-1" aria-hidden="true"></i>${request.t('counts.answers', { count: question.answer_count, value: formatCount(question.answer_count) })}</span></div></li>`;
}

function topList(request: PageRequest, title: string, testId: string, items: SafeHtml[]): SafeHtml {
  return html`<section class="col-12 col-md-6 mb-4" data-testid="${testId}"><h2 class="h5 mb-3">${title}</h2>${items.length ? html`<ol class="list-unstyled mb-0">${items}</ol>` : html`<p class="text-secondary mb-0">${request.t('overview.content_empty')}</p>`}</section>`;
}

export function profileBody(request: PageRequest, { user, top }: ProfileData): SafeHtml {
  // the server's note is HTML it translated and built itself
  const note = user.status !== 'normal' && user.status_msg ? html`<div class="alert alert-info mb-3" role="status" data-testid="profile-status">${rawHtml(user.status_msg)}</div>` : null;
  const tops = top
    ? html`<div class="row mb-2">${topList(request, request.t('overview.top_answers'), 'top-answers', (top.answer ?? []).map((answer) => topAnswer(request, answer)))}${topList(request, request.t('overview.top_questions'), 'top-questions', (top.question ?? []).map((question) => topQuestion(request, question)))}</div>`
    : null;
  return html`<div class="users-profile pt-2 mb-5">
${note}
<div class="d-md-flex flex-wrap justify-content-between align-items-start">${header(request, user)}</div>
<section data-testid="profile-tab" data-tab="overview">
<section class="mb-5"><h2 class="h5 mb-3">${request.t('overview.about_me')}</h2>${user.bio_html ? html`<div class="fmt text-break" data-testid="profile-bio">${rawHtml(user.bio_html)}</div>` : html`<p class="text-secondary mb-0">${request.t('overview.about_me_empty')}</p>`}</section>
${tops}
</section>
</div>`;
}

export async function renderProfilePage(request: PageRequest): Promise<PageResult> {
  const username = request.params.username ?? '';
  // the browser page's two first reads, asked at once as it asks them
  const [info, top] = await Promise.all([request.api<ProfileInfo>('/personal/user/info', { username }), request.api<TopPosts>('/personal/qa/top', { username })]);
  if (!info.ok) {
    if (info.status >= 500) throw new Error(`the profile of ${username} could not be read (${info.status})`);
    return { kind: 'not_found' };
  }
  // a removed account has no page of its own any more
  if (info.data.status === 'deleted') return { kind: 'not_found' };
  const data: ProfileData = { user: info.data, top: top.ok ? top.data : null };
  return { kind: 'page', head: profileHead(request, data), body: profileBody(request, data) };
}

export const profilePage: ServerPage = {
  path: '/users/:username',
  // what the two reads are kept under (`server/routes.ts`)
  scopes: () => [...PROFILE_SCOPES],
  render: renderProfilePage,
};
