/**
 * Pieces the server-rendered pages share: tags, members, moments, counts and page links, in the
 * Bootstrap classes the browser pages use, so the page does not jump when the app takes it over.
 * Every value goes through `html` (escaped); only markup built here is put in as it is.
 */
import { formatCount, html, pageWindow, pagination as sdkPagination, timeTag as sdkTimeTag, withQuery, type PageRequest, type SafeHtml } from '@answer/sdk/server';

/** The badge a tag link is drawn as (the browser's `TagLinks`). */
export const TAG_BADGE = 'badge bg-body-secondary text-body-emphasis border fw-normal text-decoration-none';

export interface TagLabel {
  slug_name: string;
  display_name: string;
}

/** A member as the API shows one (`UserBasicInfo`, a list's `operator`). */
export interface MemberLabel {
  username: string;
  display_name: string;
  /** `deleted` for a removed account, which has no profile to link to. */
  status?: string;
  rank?: number;
}

export const tagPath = (slug: string): string => `/tags/${encodeURIComponent(slug)}`;

/** A question's tags as links to their pages. */
export function tagLinks(request: PageRequest, tags: readonly TagLabel[], className = ''): SafeHtml | null {
  if (tags.length === 0) return null;
  const items = tags.map((tag) => html`<li><a class="${TAG_BADGE}" href="${request.href(tagPath(tag.slug_name))}">${tag.display_name || tag.slug_name}</a></li>`);
  return html`<ul class="list-unstyled d-flex flex-wrap gap-1 mb-0 ${className}" aria-label="${request.t('tags.label')}">${items}</ul>`;
}

export const memberName = (request: PageRequest, member: MemberLabel | null | undefined): string =>
  member ? member.display_name || member.username || request.t('list.unknown_user') : request.t('list.unknown_user');

/** The member's name, a link to their profile unless the account is gone. */
export function memberLink(request: PageRequest, member: MemberLabel | null | undefined, className = 'fw-semibold'): SafeHtml {
  const name = memberName(request, member);
  if (!member?.username || member.status === 'deleted') return html`<span class="${className}">${name}</span>`;
  return html`<a class="${className}" href="${request.href(`/users/${encodeURIComponent(member.username)}`)}">${name}</a>`;
}

/** A moment as a date in the page's language (UTC: a kept page is shared by every reader). */
export const timeTag = (request: PageRequest, seconds: number, className = ''): SafeHtml | null => sdkTimeTag(request.lang, seconds, className);

export { formatCount, pageWindow, withQuery };

export interface PageLinks {
  page: number;
  total: number;
  /** The address of page `n`, under the base path already. */
  href(n: number): string;
  label: string;
}

/** Previous, numbered and next links (the browser's `Pagination`); nothing for a single page. */
export function pagination(request: PageRequest, { page, total, href, label }: PageLinks): SafeHtml | null {
  return sdkPagination({ page: Math.min(page, total), total, href, labels: { previous: request.t('list.prev'), next: request.t('list.next'), navigation: label } });
}
