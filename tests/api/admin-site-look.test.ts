/**
 * The site's look, set by the admin (Answer 1.7's `/siteinfo/theme`, `/theme/options` and
 * `/siteinfo/custom-css-html`): shapes, refusals that save nothing, and the effect every visitor
 * gets at once through `GET /siteinfo`, which the kernel paints every page from.
 */
import { describe, expect, it } from 'vitest';
import { API_DATABASES, type Envelope } from './harness';
import { addMember, type FieldErrors, type Tables } from './questions-support';
import { useInstalledSite } from './test-database';

const API = '/answer/api/v1';
const ADM = '/answer/admin/api';
const THEME = `${ADM}/siteinfo/theme`;
const CUSTOM = `${ADM}/siteinfo/custom-css-html`;

interface ThemeResp {
  theme: string;
  color_scheme: string;
  theme_config: Record<string, { navbar_style: string; primary_color: string }>;
  theme_options: { label: string; value: string }[];
}

interface SiteInfoResp {
  theme: ThemeResp;
  custom_css_html: Record<string, string>;
}

const themeBody = (navbar_style: string, primary_color: string, color_scheme = 'system', theme = 'default') => ({ theme, color_scheme, theme_config: { [theme]: { navbar_style, primary_color } } });

const CODE = {
  custom_css: '.navbar { letter-spacing: .02em; }',
  custom_head: '<meta name="verify" content="abc">',
  custom_header: '<div class="alert alert-info m-0">Maintenance on Friday</div>',
  custom_footer: '<p>Imprint</p>',
  custom_sidebar: '<div>Read the rules first</div>',
};

for (const kind of API_DATABASES) {
  describe(`admin theme and custom code on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);

    const admin = () => fx.site.adminToken;
    /** `null`: a guest. */
    const get = <T>(path: string, token: string | null = admin()) => fx.host.api<Envelope<T>>('GET', path, { token: token ?? undefined });
    const put = (path: string, body: unknown, token: string = admin()) => fx.host.api<Envelope<FieldErrors | null>>('PUT', path, { token, body });
    /** What a guest's browser loads on its next page. */
    const siteInfo = async () => (await get<SiteInfoResp>(`${API}/siteinfo`, null)).body.data;
    const stored = async (type: string) => {
      const row = await fx.db.selectFrom('site_info').select('content').where('type', '=', type).executeTakeFirst();
      return row ? (JSON.parse(row.content) as Record<string, unknown>) : null;
    };

    it('starts with the default theme, a coloured navbar in #0033ff and the system colour scheme', async () => {
      const theme = await get<ThemeResp>(THEME);
      expect(theme.status).toBe(200);
      expect(theme.body.data).toEqual({
        theme: 'default',
        color_scheme: 'system',
        theme_config: { default: { navbar_style: 'colored', primary_color: '#0033ff' } },
        theme_options: [{ label: 'Default', value: 'default' }],
      });
      const options = await get<{ label: string; value: string }[]>(`${ADM}/theme/options`);
      expect(options.status).toBe(200);
      expect(options.body.data).toEqual([{ label: 'Default', value: 'default' }]);
      expect((await get<Record<string, string>>(CUSTOM)).body.data).toEqual({ custom_css: '', custom_head: '', custom_header: '', custom_footer: '', custom_sidebar: '' });
    });

    it('gives every visitor the saved colour, navbar style and colour scheme on the next page', async () => {
      // a guest's settings are shared between guests: the save must not leave the old ones there
      expect((await siteInfo()).theme.theme_config.default?.primary_color).toBe('#0033ff');
      const saved = await put(THEME, themeBody('light', '#AA0011', 'dark'));
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.data).toBeNull();

      const info = await siteInfo();
      expect(info.theme.theme).toBe('default');
      expect(info.theme.color_scheme).toBe('dark');
      expect(info.theme.theme_config.default).toEqual({ navbar_style: 'light', primary_color: '#aa0011' });
      expect((await get<ThemeResp>(THEME)).body.data.theme_config.default).toEqual({ navbar_style: 'light', primary_color: '#aa0011' });

      // what Answer 1.7's own page sends as the navbar style: the navbar's colour
      expect((await put(THEME, themeBody('#FFC107', '#aa0011', 'dark'))).status).toBe(200);
      expect((await siteInfo()).theme.theme_config.default?.navbar_style).toBe('#ffc107');

      expect((await put(THEME, themeBody('colored', '#0033ff', 'system'))).status).toBe(200);
      expect((await siteInfo()).theme).toMatchObject({ color_scheme: 'system', theme_config: { default: { navbar_style: 'colored', primary_color: '#0033ff' } } });
    });

    it('keeps a theme block whole when a save names only one of its fields, and drops unknown themes', async () => {
      expect((await put(THEME, { theme: 'default', theme_config: { default: { primary_color: '#123456' }, other: { primary_color: '#654321' } } })).status).toBe(200);
      const saved = await stored('theme');
      expect(saved).toEqual({ theme: 'default', color_scheme: 'system', theme_config: { default: { navbar_style: 'colored', primary_color: '#123456' } } });
      expect((await put(THEME, themeBody('colored', '#0033ff'))).status).toBe(200);
    });

    it('refuses a bad colour, an unknown theme, a navbar style or colour scheme it does not know, saving nothing', async () => {
      const before = await stored('theme');
      const cases: [unknown, string, string][] = [
        [themeBody('colored', 'red'), 'primary_color', 'The primary colour must be a colour such as #0033ff.'],
        [themeBody('colored', '#12345'), 'primary_color', 'The primary colour must be a colour such as #0033ff.'],
        [themeBody('colored', '#0033ff;}body{display:none'), 'primary_color', 'The primary colour must be a colour such as #0033ff.'],
        [themeBody('dark', '#0033ff'), 'navbar_style', 'The navigation bar style must be coloured or light.'],
        [themeBody('colored', '#0033ff', 'sepia'), 'color_scheme', 'The colour scheme must be system, light or dark.'],
        [themeBody('colored', '#0033ff', 'system', 'fancy'), 'theme', 'Choose one of the themes offered.'],
        [{ color_scheme: 'dark' }, 'theme', 'Choose one of the themes offered.'],
      ];
      for (const [body, field, message] of cases) {
        const refused = await put(THEME, body);
        expect(refused.status, JSON.stringify(body)).toBe(400);
        expect(refused.body.data, JSON.stringify(body)).toEqual([{ error_field: field, error_msg: message }]);
      }
      expect(await stored('theme')).toEqual(before);
      expect((await siteInfo()).theme.theme_config.default?.primary_color).toBe('#0033ff');
    });

    it('places the custom CSS and HTML in the settings every page is painted from', async () => {
      expect((await siteInfo()).custom_css_html.custom_header).toBe('');
      const saved = await put(CUSTOM, CODE);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect((await get<Record<string, string>>(CUSTOM)).body.data).toEqual(CODE);
      expect((await siteInfo()).custom_css_html).toEqual(CODE);
      expect(await stored('custom_css_html')).toEqual(CODE);

      // a field left out keeps its value; an emptied one is emptied
      expect((await put(CUSTOM, { custom_footer: '' })).status).toBe(200);
      expect((await siteInfo()).custom_css_html).toEqual({ ...CODE, custom_footer: '' });
    });

    it('refuses CSS that would close its style element, and text over the limit, saving nothing', async () => {
      const before = await stored('custom_css_html');
      for (const css of ['a { color: red } </style><script>alert(1)</script>', 'a{}</STYLE >', '</style']) {
        const refused = await put(CUSTOM, { ...CODE, custom_css: css, custom_header: '<p>changed</p>' });
        expect(refused.status, css).toBe(400);
        expect(refused.body.data).toEqual([{ error_field: 'custom_css', error_msg: 'Custom CSS must not contain </style: it would end the style sheet.' }]);
      }
      const long = await put(CUSTOM, { custom_footer: 'x'.repeat(65537) });
      expect(long.status).toBe(400);
      expect(long.body.data).toEqual([{ error_field: 'custom_footer', error_msg: 'This field must be at most 65536 characters.' }]);
      expect((await put(CUSTOM, { custom_head: 42 })).status).toBe(400);
      expect(await stored('custom_css_html')).toEqual(before);
      expect((await siteInfo()).custom_css_html.custom_header).toBe(CODE.custom_header);
    });

    it('answers only admins', async () => {
      const member = await addMember(fx);
      const moderator = await addMember(fx, 1, 3);
      for (const path of [THEME, CUSTOM, `${ADM}/theme/options`]) {
        expect((await get(path, null)).status, path).toBe(401);
        expect((await get(path, member.token)).status, path).toBe(403);
        expect((await get(path, moderator.token)).status, path).toBe(403);
      }
      expect((await put(THEME, themeBody('light', '#000000'), member.token)).status).toBe(403);
      expect((await put(CUSTOM, { custom_header: '<b>x</b>' }, moderator.token)).status).toBe(403);
      expect((await siteInfo()).theme.theme_config.default?.navbar_style).toBe('colored');
    });
  });
}
