/**
 * `/badges` rendered on the server: every active badge by group, with its icon, name, level and
 * how many were awarded, as the browser page shows them to a guest, from the same `GET /badges`
 * it asks on first load (so the app takes the answer over). The catalogue carries no
 * descriptions: each card leads to the badge's own page, as in the browser.
 */
import { formatCount, html, SHARED_SCOPES, type PageHead, type PageRequest, type PageResult, type SafeHtml, type ServerPage } from '@answer/sdk/server';
import { iconClass, isPictureIcon, levelName } from '../../client/levels';
import { badgePath, BADGES_PATH } from '../../client/paths';
import { BADGES_SCOPE } from '../cache-scope';
import type { BadgeGroupResp, BadgeListInfo } from '../catalogue';

/** The icon's size on a card, in pixels (the browser's). */
const ICON_SIZE = 64;


function icon(badge: BadgeListInfo): SafeHtml {
  if (isPictureIcon(badge.icon)) return html`<img src="${badge.icon}" alt="" width="${ICON_SIZE}" height="${ICON_SIZE}" class="badge-icon object-fit-contain" loading="lazy">`;
  const level = levelName(badge.level);
  // the level's colour comes with the app's stylesheet; the glyph is there without it
  return html`<i class="badge-icon ${iconClass(badge.icon) ?? 'bi bi-award'} ${level ? `badge-level-${level}` : 'text-secondary'}" style="font-size:${ICON_SIZE}px" aria-hidden="true"></i>`;
}

function card(request: PageRequest, badge: BadgeListInfo): SafeHtml {
  const level = levelName(badge.level);
  return html`<li class="col"><a href="${request.href(badgePath(badge.id))}" class="card h-100 text-center text-reset text-decoration-none badge-card" data-testid="badge-card" data-badge="${badge.id}">
<div class="card-body d-flex flex-column align-items-center px-3 py-4">${icon(badge)}<h3 class="h6 mb-0 mt-3 badge-card-name">${badge.name}</h3>${level ? html`<span class="visually-hidden">${request.t(`level.${level}`)}</span>` : null}<div class="small text-secondary mt-2" data-testid="badge-awarded">${request.t('card.awarded', { count: badge.award_count, number: formatCount(badge.award_count) })}</div></div>
</a></li>`;
}

export function badgesHead(request: PageRequest): PageHead {
  return { title: request.t('list.title'), description: request.t('server_page.description', { site: request.site.name }), canonical: BADGES_PATH };
}

export function badgesBody(request: PageRequest, groups: readonly BadgeGroupResp[]): SafeHtml {
  const shown = groups.filter((group) => (group.badges ?? []).length > 0);
  const sections = shown.map(
    (group, index) =>
      html`<section class="mb-5" aria-labelledby="badge-group-${index}"><h2 class="h5 mb-3" id="badge-group-${index}">${group.group_name}</h2><ul class="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3 list-unstyled mb-0">${(group.badges ?? []).map((badge) => card(request, badge))}</ul></section>`,
  );
  return html`<div class="pt-4 mb-5"><h1 class="h3 mb-4">${request.t('list.title')}</h1>${shown.length === 0 ? html`<p class="text-secondary">${request.t('list.empty')}</p>` : sections}</div>`;
}

export async function renderBadgesPage(request: PageRequest): Promise<PageResult> {
  const read = await request.api<BadgeGroupResp[] | null>('/badges');
  if (!read.ok) throw new Error(`the badges could not be read (${read.status})`);
  return { kind: 'page', head: badgesHead(request), body: badgesBody(request, read.data ?? []) };
}

export const badgesPage: ServerPage = {
  path: BADGES_PATH,
  // `GET /badges` is not kept for guests: the page is dropped by awards and the admin's switch
  // (by name), and by every write that drops everything (names in other languages, plugins)
  scopes: () => [BADGES_SCOPE, SHARED_SCOPES.site],
  render: renderBadgesPage,
};
