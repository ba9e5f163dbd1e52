/** The legal texts as the site serves them (Answer's `GET /siteinfo/legal?info_type=`). */
import { API_BASE, type HttpClient, type RequestOptions } from '@answer/sdk';

export type LegalKind = 'tos' | 'privacy';

export interface LegalText {
  /** The admin's Markdown. */
  original: string;
  /** The HTML the server rendered and sanitised from it. */
  parsed: string;
}

interface LegalInfoResp {
  terms_of_service_original_text?: string;
  terms_of_service_parsed_text?: string;
  privacy_policy_original_text?: string;
  privacy_policy_parsed_text?: string;
}

export async function getLegalText(http: HttpClient, kind: LegalKind, options: RequestOptions = {}): Promise<LegalText> {
  const info = await http.get<LegalInfoResp>(`${API_BASE}/siteinfo/legal`, { ...options, query: { info_type: kind } });
  // Answer leaves an empty text out of the response
  return kind === 'tos'
    ? { original: info.terms_of_service_original_text ?? '', parsed: info.terms_of_service_parsed_text ?? '' }
    : { original: info.privacy_policy_original_text ?? '', parsed: info.privacy_policy_parsed_text ?? '' };
}

export { documentAddress } from '../shared/document-address';
