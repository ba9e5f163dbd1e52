/**
 * The site's legal texts (site_info `legal`, Answer's SiteLegalReq): the terms of service and the
 * privacy policy as the admin wrote them in Markdown, each with the HTML the site's renderer made
 * of it, and the rule for external content in posts.
 */
import type { ServerContext } from '@answer/sdk/server';

export const LEGAL_TYPE = 'legal';

export type ExternalContentDisplay = 'always_display' | 'ask_before_display';

export interface LegalSettings {
  terms_of_service_original_text: string;
  terms_of_service_parsed_text: string;
  privacy_policy_original_text: string;
  privacy_policy_parsed_text: string;
  external_content_display: ExternalContentDisplay;
}

export const LEGAL_DEFAULTS: Readonly<LegalSettings> = Object.freeze({
  terms_of_service_original_text: '',
  terms_of_service_parsed_text: '',
  privacy_policy_original_text: '',
  privacy_policy_parsed_text: '',
  external_content_display: 'always_display',
});

/** Markdown to the stored HTML; a text of nothing but blanks is no text, so its page says so. */
function renderText(ctx: ServerContext, markdown: string): { original: string; parsed: string } {
  const original = markdown.trim() === '' ? '' : markdown;
  return { original, parsed: original === '' ? '' : ctx.markdown.render(original) };
}

/**
 * Renders both texts on the server with the site's render provider (sanitised as posts are), so
 * the HTML pages show never comes from the browser that saved it.
 */
export async function renderLegalTexts(next: LegalSettings, ctx: ServerContext): Promise<LegalSettings> {
  await ctx.markdown.prepare?.();
  const terms = renderText(ctx, next.terms_of_service_original_text);
  const privacy = renderText(ctx, next.privacy_policy_original_text);
  return {
    terms_of_service_original_text: terms.original,
    terms_of_service_parsed_text: terms.parsed,
    privacy_policy_original_text: privacy.original,
    privacy_policy_parsed_text: privacy.parsed,
    external_content_display: next.external_content_display,
  };
}
