/**
 * Answer 1.7's legal calls: the admin pair `GET|PUT /answer/admin/api/siteinfo/legal` and the
 * public `GET /answer/api/v1/siteinfo/legal?info_type=tos|privacy` the legal pages read.
 */
import type { FastifyInstance } from 'fastify';
import { API_BASE, PUBLIC_ROUTE, readSiteSettings, registerSiteSettings, SHARED_SCOPES, type ServerContext } from '@answer/sdk/server';
import infoSchema from '../schemas/legal-info.json';
import settingsSchema from '../schemas/legal-settings.json';
import { LEGAL_DEFAULTS, LEGAL_TYPE, renderLegalTexts, type LegalSettings } from './legal-settings';

interface LegalInfoQuery {
  info_type: 'tos' | 'privacy';
}

export function registerLegalRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerSiteSettings<LegalSettings>(app, ctx, {
    path: '/siteinfo/legal',
    type: LEGAL_TYPE,
    schema: settingsSchema,
    defaults: LEGAL_DEFAULTS,
    prepare: (next) => renderLegalTexts(next, ctx),
  });

  // Public like Answer's (its "must un-auth" group): a visitor of a members-only site reads the
  // terms before signing up. Every guest gets the same texts; any write may change them.
  app.get(
    `${API_BASE}/siteinfo/legal`,
    { config: { ...PUBLIC_ROUTE, request: { querystring: infoSchema }, sharedCache: { scopes: () => [SHARED_SCOPES.site] } } },
    async (request) => {
      ctx.validate(infoSchema, request.query);
      const { info_type: infoType } = request.query as LegalInfoQuery;
      const legal = await readSiteSettings(ctx, LEGAL_TYPE, LEGAL_DEFAULTS);
      // Answer leaves empty texts out (omitempty); empty strings read the same in its pages and are plainer to use
      return infoType === 'tos'
        ? { terms_of_service_original_text: legal.terms_of_service_original_text, terms_of_service_parsed_text: legal.terms_of_service_parsed_text }
        : { privacy_policy_original_text: legal.privacy_policy_original_text, privacy_policy_parsed_text: legal.privacy_policy_parsed_text };
    },
  );
}
