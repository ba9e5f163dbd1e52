/**
 * `/tos` and `/privacy` rendered on the server: the text the admin wrote, as the HTML the API
 * rendered and sanitised (`GET /siteinfo/legal?info_type=`, the browser page's own read, so the app
 * takes it over). A text that is only a web address is a document hosted elsewhere: the browser
 * page opens it, this page links to it. A text the admin left empty shows the browser page's
 * sentence and is kept out of search results.
 */
import { html, plainText, rawHtml, SHARED_SCOPES, type PageHead, type PageRequest, type PageResult, type SafeHtml, type ServerPage } from '@answer/sdk/server';
import { documentAddress } from '../../shared/document-address';

export type LegalKind = 'tos' | 'privacy';

/** `GET /siteinfo/legal?info_type=` (Answer leaves empty texts out). */
export interface LegalInfo {
  terms_of_service_original_text?: string;
  terms_of_service_parsed_text?: string;
  privacy_policy_original_text?: string;
  privacy_policy_parsed_text?: string;
}

export interface LegalText {
  original: string;
  parsed: string;
}

export const legalText = (kind: LegalKind, info: LegalInfo): LegalText =>
  kind === 'tos'
    ? { original: info.terms_of_service_original_text ?? '', parsed: info.terms_of_service_parsed_text ?? '' }
    : { original: info.privacy_policy_original_text ?? '', parsed: info.privacy_policy_parsed_text ?? '' };

export { plainText };

export function legalHead(request: PageRequest, kind: LegalKind, text: LegalText): PageHead {
  const title = request.t(`${kind}.title`);
  const canonical = `/${kind}`;
  if (documentAddress(text.original)) return { title, canonical };
  if (text.parsed === '') return { title, canonical, description: request.t(`${kind}.empty`), noindex: true };
  return { title, canonical, description: plainText(text.parsed) };
}

export function legalBody(request: PageRequest, kind: LegalKind, text: LegalText): SafeHtml {
  const address = documentAddress(text.original);
  let content: SafeHtml;
  if (address) content = html`<p data-testid="legal-elsewhere">${request.t('page.elsewhere')} <a href="${address}">${address}</a></p>`;
  else if (text.parsed === '') content = html`<p class="text-secondary" data-testid="legal-empty">${request.t(`${kind}.empty`)}</p>`;
  // the HTML the server rendered and sanitised from the admin's Markdown
  else content = html`<div class="fmt text-break" data-testid="legal-text">${rawHtml(text.parsed)}</div>`;
  return html`<article class="col-lg-9"><h1 class="h3 mb-4">${request.t(`${kind}.title`)}</h1>${content}</article>`;
}

export async function renderLegalPage(request: PageRequest, kind: LegalKind): Promise<PageResult> {
  const read = await request.api<LegalInfo>('/siteinfo/legal', { info_type: kind });
  if (!read.ok) throw new Error(`the ${kind} text could not be read (${read.status})`);
  const text = legalText(kind, read.data ?? {});
  return { kind: 'page', head: legalHead(request, kind, text), body: legalBody(request, kind, text) };
}

/** Both pages: the texts are site settings, kept with them (`SHARED_SCOPES.site`, as the API read). */
export function legalPages(): ServerPage[] {
  const scopes = () => [SHARED_SCOPES.site];
  return [
    { path: '/tos', scopes, render: (request) => renderLegalPage(request, 'tos') },
    { path: '/privacy', scopes, render: (request) => renderLegalPage(request, 'privacy') },
  ];
}
