import { API_BASE, iconImageSource, useKernel, useLoaded, useT, type HttpClient } from '@answer/sdk';

/** `GET /search/desc` (Answer's `SearchDescResp`): the serving search engine. */
export interface SearchDescription {
  name: string;
  icon: string;
  link: string;
}

// passingError: the logo is an extra, a failed read leaves the page without a toast
const loadDescription = (http: HttpClient, signal: AbortSignal) => http.get<SearchDescription | null>(`${API_BASE}/search/desc`, { passingError: true, signal });

/** "Search by" and the engine's logo, linking to its site; nothing for an engine without a logo. */
export function SearchBy() {
  const { http } = useKernel();
  const t = useT();
  const description = useLoaded('search-description', (signal) => loadDescription(http, signal));
  const icon = iconImageSource(description?.icon ?? '');
  if (!description || !icon) return null;
  const logo = <img src={icon} alt={description.name} height={20} style={{ maxWidth: 200 }} />;
  const content = (
    <>
      <span className="small text-secondary me-2">{t('search_by')}</span>
      {logo}
    </>
  );
  return description.link ? (
    <a className="d-flex align-items-center text-decoration-none" href={description.link} target="_blank" rel="noopener noreferrer" data-testid="search-by">
      {content}
    </a>
  ) : (
    <span className="d-flex align-items-center" data-testid="search-by">
      {content}
    </span>
  );
}
