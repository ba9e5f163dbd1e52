/**
 * The legal plugin: the admin's terms of service and privacy policy (Answer 1.7's
 * `/siteinfo/legal` calls), rendered and sanitised on the server, read by anyone, on each database.
 */
import { describe, expect, it } from 'vitest';
import { API_DATABASES, type Envelope } from './harness';
import { addMember, type FieldErrors, type Tables } from './questions-support';
import { useInstalledSite } from './test-database';

const API = '/answer/api/v1';
const ADM = '/answer/admin/api';
const LEGAL = `${ADM}/siteinfo/legal`;

interface LegalResp {
  terms_of_service_original_text: string;
  terms_of_service_parsed_text: string;
  privacy_policy_original_text: string;
  privacy_policy_parsed_text: string;
  external_content_display: string;
}

const TERMS = [
  '# Terms of service',
  '',
  'Be **kind** to each other. Read the [guide](https://example.com/guide).',
  '',
  '<script>alert("terms")</script>',
  '<img src="x.png" onerror="alert(1)">',
  '[a trap](javascript:alert(2))',
].join('\n');

for (const kind of API_DATABASES) {
  describe(`legal texts on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);

    const admin = () => fx.site.adminToken;
    const getLegal = (token = admin()) => fx.host.api<Envelope<LegalResp>>('GET', LEGAL, { token });
    const putLegal = (body: unknown, token = admin()) => fx.host.api<Envelope<FieldErrors | null>>('PUT', LEGAL, { token, body });
    const publicLegal = (query: string, token?: string) => fx.host.api<Envelope<Record<string, string> | FieldErrors>>('GET', `${API}/siteinfo/legal${query}`, { token });
    const setEnabled = (enabled: boolean) => fx.host.api<Envelope>('PUT', `${ADM}/plugin/status`, { token: admin(), body: { plugin_slug_name: 'legal', enabled } });

    it('starts with no texts and external content always shown', async () => {
      const saved = await getLegal();
      expect(saved.status).toBe(200);
      expect(saved.body.data).toEqual({
        terms_of_service_original_text: '',
        terms_of_service_parsed_text: '',
        privacy_policy_original_text: '',
        privacy_policy_parsed_text: '',
        external_content_display: 'always_display',
      });
      const terms = await publicLegal('?info_type=tos');
      expect(terms.status).toBe(200);
      expect(terms.body.data).toEqual({ terms_of_service_original_text: '', terms_of_service_parsed_text: '' });
    });

    it('renders the Markdown on the server, sanitised, whatever HTML the browser sent', async () => {
      // a guest reads the empty terms first: the save must not leave that answer in the shared cache
      expect((await publicLegal('?info_type=tos')).body.data).toEqual({ terms_of_service_original_text: '', terms_of_service_parsed_text: '' });

      const saved = await putLegal({
        terms_of_service_original_text: TERMS,
        terms_of_service_parsed_text: '<script>alert("sent by the browser")</script>',
        privacy_policy_original_text: 'We keep **your email address** and nothing else.',
        external_content_display: 'always_display',
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);

      const stored = (await getLegal()).body.data;
      expect(stored.terms_of_service_original_text).toBe(TERMS);
      const html = stored.terms_of_service_parsed_text;
      expect(html).toContain('<h1');
      expect(html).toContain('Terms of service</h1>');
      expect(html).toContain('<strong>kind</strong>');
      expect(html).toContain('href="https://example.com/guide"');
      // markup in the text is shown as text, never run: no script, no element with a handler, no script link
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
      expect(html).not.toMatch(/href="\s*javascript:/i);
      expect(html).not.toContain('sent by the browser');
      expect(stored.privacy_policy_parsed_text).toContain('<strong>your email address</strong>');

      const terms = await publicLegal('?info_type=tos');
      expect(terms.status).toBe(200);
      expect(terms.body.data).toEqual({ terms_of_service_original_text: TERMS, terms_of_service_parsed_text: html });
      const privacy = await publicLegal('?info_type=privacy');
      expect(privacy.status).toBe(200);
      expect(privacy.body.data).toEqual({
        privacy_policy_original_text: 'We keep **your email address** and nothing else.',
        privacy_policy_parsed_text: stored.privacy_policy_parsed_text,
      });
    });

    it('keeps texts left out of a save, and takes a blank text as no text', async () => {
      expect((await putLegal({ external_content_display: 'always_display' })).status).toBe(200);
      expect((await getLegal()).body.data.terms_of_service_original_text).toBe(TERMS);

      expect((await putLegal({ privacy_policy_original_text: '  \n\t ', external_content_display: 'always_display' })).status).toBe(200);
      const privacy = await publicLegal('?info_type=privacy');
      expect(privacy.body.data).toEqual({ privacy_policy_original_text: '', privacy_policy_parsed_text: '' });
      expect((await getLegal()).body.data.terms_of_service_original_text).toBe(TERMS);
    });

    it('refuses an unknown text to read on the info_type field', async () => {
      for (const query of ['', '?info_type=', '?info_type=cookies', '?info_type=tos&info_type=privacy']) {
        const response = await publicLegal(query);
        expect(response.status, query).toBe(400);
        const errors = response.body.data as FieldErrors;
        expect(errors.map((item) => item.error_field), query).toEqual(['info_type']);
        expect(errors[0].error_msg, query).toBe('Choose which text to read: tos or privacy.');
      }
    });

    it('refuses a bad external content rule on its field and saves nothing of that request', async () => {
      for (const value of ['sometimes', '', 1, undefined]) {
        const response = await putLegal({ terms_of_service_original_text: 'Half saved?', external_content_display: value });
        expect(response.status, String(value)).toBe(400);
        const errors = response.body.data as FieldErrors;
        expect(errors.map((item) => item.error_field), String(value)).toEqual(['external_content_display']);
        expect(errors[0].error_msg).toBe('Choose whether external content is always displayed or only after asking.');
      }
      const tooLong = await putLegal({ terms_of_service_original_text: 'x'.repeat(65536), external_content_display: 'always_display' });
      expect(tooLong.status).toBe(400);
      expect((tooLong.body.data as FieldErrors).map((item) => item.error_field)).toEqual(['terms_of_service_original_text']);
      expect((await getLegal()).body.data.terms_of_service_original_text).toBe(TERMS);
    });

    it('changes how posts treat external content, and shows only that rule in the public site settings', async () => {
      expect((await putLegal({ external_content_display: 'ask_before_display' })).status).toBe(200);
      const site = await fx.host.api<Envelope<{ site_legal: Record<string, unknown> }>>('GET', `${API}/siteinfo`);
      expect(site.body.data.site_legal).toEqual({ external_content_display: 'ask_before_display' });
      expect((await putLegal({ external_content_display: 'always_display' })).status).toBe(200);
      const back = await fx.host.api<Envelope<{ site_legal: Record<string, unknown> }>>('GET', `${API}/siteinfo`);
      expect(back.body.data.site_legal).toEqual({ external_content_display: 'always_display' });
    });

    it('is for admins only: moderators and members get 403, guests 401', async () => {
      const moderator = await addMember(fx, 1, 3);
      const member = await addMember(fx, 1000);
      for (const token of [moderator.token, member.token]) {
        expect((await getLegal(token)).status).toBe(403);
        const put = await putLegal({ terms_of_service_original_text: 'Taken over', external_content_display: 'always_display' }, token);
        expect(put.status).toBe(403);
        // anyone reads the texts
        expect((await publicLegal('?info_type=tos', token)).status).toBe(200);
      }
      expect((await fx.host.api('GET', LEGAL)).status).toBe(401);
      expect((await getLegal()).body.data.terms_of_service_original_text).toBe(TERMS);
    });

    it('lets guests read the texts on a site that requires login', async () => {
      const setLoginRequired = (required: boolean) => fx.host.api<Envelope>('PUT', `${ADM}/siteinfo/login`, { token: admin(), body: { login_required: required } });
      expect((await setLoginRequired(true)).status).toBe(200);
      try {
        expect((await fx.host.api('GET', `${API}/question/page`)).status).toBe(401);
        const terms = await publicLegal('?info_type=tos');
        expect(terms.status).toBe(200);
        expect((terms.body.data as Record<string, string>).terms_of_service_original_text).toBe(TERMS);
      } finally {
        expect((await setLoginRequired(false)).status).toBe(200);
      }
    });

    it('takes its routes away while the plugin is disabled, and keeps the texts for when it is back', async () => {
      expect((await setEnabled(false)).status).toBe(200);
      try {
        expect((await getLegal()).status).toBe(404);
        expect((await putLegal({ external_content_display: 'always_display' })).status).toBe(404);
        expect((await publicLegal('?info_type=tos')).status).toBe(404);
        // the external content rule is a site setting: it still applies
        const site = await fx.host.api<Envelope<{ site_legal: Record<string, unknown> }>>('GET', `${API}/siteinfo`);
        expect(site.body.data.site_legal).toEqual({ external_content_display: 'always_display' });
      } finally {
        expect((await setEnabled(true)).status).toBe(200);
      }
      const terms = await publicLegal('?info_type=tos');
      expect(terms.status).toBe(200);
      expect((terms.body.data as Record<string, string>).terms_of_service_original_text).toBe(TERMS);
    });
  });
}
