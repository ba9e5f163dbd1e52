/**
 * How a search engine describes itself beside its results (Answer's `SearchDesc`): `GET
 * /answer/api/v1/search/desc`, served by the plugin that serves `GET /search`, read by the search
 * page (the search info plugin shows "Search by" and the logo when there is an icon).
 */
import type { FastifyInstance } from 'fastify';
import { API_BASE } from '../shared/paths';

/** Answer's `SearchDescResp`. */
export interface SearchDescription {
  /** The engine's name in the request's language. */
  name: string;
  /** Its logo: an SVG as base64 or a data URL, or a web address; '' for none (nothing is shown then). */
  icon: string;
  /** Where the logo links (the engine's site); '' for none. */
  link: string;
}

/** Mounts `GET /search/desc` answering `describe(lang)`; a link that is not a web address is left out. */
export function registerSearchDescription(app: FastifyInstance, describe: (lang: string) => SearchDescription | Promise<SearchDescription>): void {
  app.get(`${API_BASE}/search/desc`, async (request) => {
    const { name, icon, link } = await describe(request.lang);
    return { name, icon, link: /^https?:\/\//i.test(link) ? link : '' };
  });
}
