/**
 * `/tags/:tagName` rendered on the server: the tag's name, description, counts and synonyms, then
 * its questions, from the reads the browser page makes on first load (`GET /tag?name=`, the
 * synonyms, the questions plugin's `GET /question/page`), so the app takes them over. A synonym's
 * address moves to its main tag's (301, query kept), as the browser page replaces it; an unknown
 * tag is the 404 page. Head as Answer's tag template writes it: the tag's excerpt (or "no
 * description"), the canonical address with `?page=N` past the first page.
 */
import { html, questionListScopes, rawHtml, SHARED_SCOPES, type PageHead, type PageRequest, type PageResult, type SafeHtml, type ServerPage } from '@answer/sdk/server';
import type { TagInfo } from '../tag-info';
import { tagInfoPath, tagPath } from '../../client/paths';
import { tagBadges, withQuery } from './markup';
import { listQuery, positionOf, taggedQuestions, type ListPosition, type TaggedQuestionPage } from './tag-questions';

/** `GET /tag/synonyms` (the fields shown). */
export interface SynonymList {
  synonyms: { slug_name: string; display_name: string }[] | null;
}

/** The tag's page data as read. */
export interface TagPageData {
  tag: TagInfo;
  synonyms: SynonymList['synonyms'];
  /** null when the list could not be read (a page past the end). */
  questions: TaggedQuestionPage | null;
}

export function tagPageHead(request: PageRequest, data: TagPageData, position: ListPosition): PageHead {
  const { tag } = data;
  return {
    title: tag.display_name || tag.slug_name,
    description: tag.description.trim() || request.t('server_page.no_description'),
    canonical: withQuery(tagPath(tag.slug_name), { page: position.page > 1 ? position.page : undefined }),
    // the browser page's keywords: the tag and its synonyms
    keywords: [tag.slug_name, ...(data.synonyms ?? []).map((synonym) => synonym.slug_name)],
  };
}

export function tagPageBody(request: PageRequest, data: TagPageData, position: ListPosition): SafeHtml {
  const { tag } = data;
  const name = tag.display_name || tag.slug_name;
  const synonyms = data.synonyms ?? [];
  const synonymRow = synonyms.length
    ? html`<div class="d-flex flex-wrap align-items-center gap-1 small mb-3" data-testid="tag-synonyms"><span class="text-secondary me-1">${request.t('detail.synonyms')}</span>${tagBadges(request, synonyms, request.t('server_page.synonyms_label', { tag: name }), '', false)}</div>`
    : null;
  return html`<div class="tag-page">
<header class="tag-header mb-4 pb-3 border-bottom">
<h1 class="h3 mb-2 text-break">${name}</h1>
${tag.parsed_text ? html`<div class="text-break fmt mb-2" data-testid="tag-description">${rawHtml(tag.parsed_text)}</div>` : null}
<p class="small text-secondary mb-2"><span data-testid="tag-question-total">${request.t('detail.questions', { count: tag.question_count })}</span><span aria-hidden="true"> · </span><span data-testid="tag-follower-total">${request.t('detail.followers', { count: tag.follow_count })}</span></p>
${synonymRow}
<div class="d-flex flex-wrap align-items-center gap-2" role="group" aria-label="${request.t('detail.actions')}"><a href="${request.href(tagInfoPath(tag.slug_name))}" class="btn btn-sm btn-outline-secondary">${request.t('detail.info')}</a></div>
</header>
${taggedQuestions(request, tag, position, data.questions)}
</div>`;
}

export async function renderTagPage(request: PageRequest): Promise<PageResult> {
  const name = request.params.tagName ?? '';
  const found = await request.api<TagInfo>('/tag', { name });
  if (!found.ok) {
    if (found.status >= 500) throw new Error(`the tag ${name} could not be read (${found.status})`);
    return { kind: 'not_found' };
  }
  const tag = found.data;
  if (tag.main_tag_slug_name) {
    // a synonym's address: the main tag's page, with the list's order and page
    const search = request.query.toString();
    return { kind: 'redirect', location: `${tagPath(tag.main_tag_slug_name)}${search ? `?${search}` : ''}` };
  }
  // guests never get a deleted tag; should one come, it is no page for them
  if (tag.status === 'deleted') return { kind: 'not_found' };
  const position = positionOf(request.query);
  const [synonyms, questions] = await Promise.all([
    request.api<SynonymList>('/tag/synonyms', { tag_id: tag.tag_id }),
    request.api<TaggedQuestionPage>('/question/page', listQuery(tag.slug_name, position)),
  ]);
  if (!questions.ok && questions.status >= 500) throw new Error(`the questions of ${name} could not be read (${questions.status})`);
  // a page past the end (404) is an empty page, not an error
  const data: TagPageData = { tag, synonyms: synonyms.ok ? synonyms.data.synonyms : null, questions: questions.ok ? questions.data : null };
  return { kind: 'page', head: tagPageHead(request, data, position), body: tagPageBody(request, data, position) };
}

export const tagPage: ServerPage = {
  path: '/tags/:tagName',
  // The tag read has no shared policy of its own: tag, follow and question writes drop every kept
  // response (the host's default), so the page goes with the site-wide scope; its question list
  // with the question lists (and, in the hot order, with the recomputed hot scores).
  scopes: (_params, query) => [...questionListScopes(positionOf(query).order), SHARED_SCOPES.site],
  render: renderTagPage,
};
