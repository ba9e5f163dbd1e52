/**
 * Pieces of the tag page rendered on the server: tags, members, moments, counts and page links in
 * the Bootstrap classes the browser pages use, so the page does not jump when the app takes over.
 * Every value goes through `html` (escaped); only markup built here is put in as it is.
 */
import { formatCount, html, pageWindow, pagination as sdkPagination, timeTag as sdkTimeTag, withQuery, type PageRequest, type SafeHtml } from '@answer/sdk/server';
import { tagPath } from '../../client/paths';

/** A tag drawn as the browser's `TagBadge`. */
export const TAG_BADGE = 'badge bg-body-secondary text-body-emphasis border fw-normal text-decoration-none';

export interface TagLabel {
  slug_name: string;
  display_name: string;
}

export interface MemberLabel {
  username: string;
  display_name: string;
  /** `deleted` for a removed account, which has no profile to link to. */
  status?: string;
}

/** Tags as a list of badges; links to their pages unless `linked` is false (synonyms). */
export function tagBadges(request: PageRequest, tags: readonly TagLabel[], label: string, className = '', linked = true): SafeHtml | null {
  if (tags.length === 0) return null;
  const items = tags.map((tag) =>
    linked
      ? html`<li><a class="${TAG_BADGE}" href="${request.href(tagPath(tag.slug_name))}">${tag.display_name || tag.slug_name}</a></li>`
      : html`<li><span class="${TAG_BADGE}">${tag.display_name || tag.slug_name}</span></li>`,
  );
  return html`<ul class="list-unstyled d-flex flex-wrap gap-1 mb-0 ${className}" aria-label="${label}">${items}</ul>`;
}

/** The member's name, a link to their profile unless the account is gone. */
export function memberLink(request: PageRequest, member: MemberLabel | null | undefined): SafeHtml {
  const name = member ? member.display_name || member.username || request.t('server_page.unknown_user') : request.t('server_page.unknown_user');
  if (!member?.username || member.status === 'deleted') return html`<span class="fw-semibold">${name}</span>`;
  return html`<a class="fw-semibold" href="${request.href(`/users/${encodeURIComponent(member.username)}`)}">${name}</a>`;
}

/** A moment as a date in the page's language (UTC: a kept page is shared by every reader). */
export const timeTag = (request: PageRequest, seconds: number): SafeHtml | null => sdkTimeTag(request.lang, seconds);

export { formatCount, pageWindow, withQuery };

/** Previous, numbered and next links (the browser's `Pagination`); nothing for a single page. */
export function pagination(request: PageRequest, page: number, total: number, href: (n: number) => string): SafeHtml | null {
  return sdkPagination({ page, total, href, labels: { previous: request.t('server_page.prev'), next: request.t('server_page.next'), navigation: request.t('server_page.pagination') } });
}
