/**
 * SEO settings (Answer 1.7's `/siteinfo/seo`): the permalink form every question link follows and
 * the robots text, with refusals that save nothing and the effect on `GET /siteinfo`.
 */
import { describe, expect, it } from 'vitest';
import { API_DATABASES, type Envelope } from './harness';
import { addMember, type FieldErrors, type Tables } from './questions-support';
import { useInstalledSite } from './test-database';

const API = '/answer/api/v1';
const SEO = '/answer/admin/api/siteinfo/seo';

interface SeoResp {
  permalink: number;
  robots: string;
}

const ROBOTS = 'User-agent: *\nDisallow: /private\n';

for (const kind of API_DATABASES) {
  describe(`admin SEO settings on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);

    const admin = () => fx.site.adminToken;
    const getSeo = (token: string | null = admin()) => fx.host.api<Envelope<SeoResp>>('GET', SEO, { token: token ?? undefined });
    const putSeo = (body: unknown, token: string = admin()) => fx.host.api<Envelope<FieldErrors | null>>('PUT', SEO, { token, body });
    /** What a guest's browser builds question links from. */
    const siteSeo = async () => (await fx.host.api<Envelope<{ site_seo: SeoResp }>>('GET', `${API}/siteinfo`)).body.data.site_seo;
    const stored = async () => {
      const row = await fx.db.selectFrom('site_info').select('content').where('type', '=', 'seo').executeTakeFirstOrThrow();
      return JSON.parse(row.content) as Record<string, unknown>;
    };

    it('starts with permalink 1 (id and title) and the installer’s robots text', async () => {
      const seo = await getSeo();
      expect(seo.status).toBe(200);
      expect(seo.body.data.permalink).toBe(1);
      expect(seo.body.data.robots).toMatch(/^User-agent: \*\n/);
      expect(seo.body.data.robots).toContain('Disallow: /admin');
      expect((await siteSeo()).permalink).toBe(1);
    });

    it('gives every visitor the saved permalink form and stores the robots text as written', async () => {
      for (const permalink of [2, 3, 4, 1]) {
        const saved = await putSeo({ permalink, robots: ROBOTS });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        expect(saved.body.data).toBeNull();
        expect((await siteSeo()).permalink).toBe(permalink);
      }
      expect((await getSeo()).body.data).toEqual({ permalink: 1, robots: ROBOTS });
      expect(await stored()).toEqual({ permalink: 1, robots: ROBOTS });
      expect((await siteSeo()).robots).toBe(ROBOTS);

      // emptied: the host serves its default robots.txt
      expect((await putSeo({ permalink: 2, robots: '' })).status).toBe(200);
      expect((await getSeo()).body.data).toEqual({ permalink: 2, robots: '' });
      expect((await putSeo({ permalink: 1, robots: ROBOTS })).status).toBe(200);
    });

    it('refuses a permalink outside 1 to 4, a missing field and robots over the limit, saving nothing', async () => {
      const before = await stored();
      const permalink = 'Choose one of the four permalink forms.';
      const cases: [unknown, string, string][] = [
        [{ permalink: 0, robots: ROBOTS }, 'permalink', permalink],
        [{ permalink: 5, robots: ROBOTS }, 'permalink', permalink],
        [{ permalink: 2.5, robots: ROBOTS }, 'permalink', permalink],
        [{ permalink: '2', robots: ROBOTS }, 'permalink', permalink],
        [{ robots: ROBOTS }, 'permalink', permalink],
        [{ permalink: 2 }, 'robots', 'robots.txt is missing.'],
        [{ permalink: 2, robots: 'x'.repeat(65537) }, 'robots', 'robots.txt must be at most 65536 characters.'],
      ];
      for (const [body, field, message] of cases) {
        const refused = await putSeo(body);
        expect(refused.status, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(refused.body.data, JSON.stringify(body).slice(0, 80)).toEqual([{ error_field: field, error_msg: message }]);
      }
      expect(await stored()).toEqual(before);
      expect((await siteSeo()).permalink).toBe(1);
    });

    it('answers only admins', async () => {
      const member = await addMember(fx);
      const moderator = await addMember(fx, 1, 3);
      expect((await getSeo(null)).status).toBe(401);
      expect((await getSeo(member.token)).status).toBe(403);
      expect((await getSeo(moderator.token)).status).toBe(403);
      expect((await putSeo({ permalink: 4, robots: '' }, moderator.token)).status).toBe(403);
      expect((await siteSeo()).permalink).toBe(1);
    });
  });
}
