/**
 * Admin's general, interface and branding settings (Answer's `/siteinfo/general|interface|branding`):
 * what they answer, what a save changes for everyone at once (the public settings every page
 * loads, the mails the site sends, the icon browsers ask for), and that a bad value is a field
 * error that saves nothing. On each database.
 */
import { describe, expect, it } from 'vitest';
import { API_DATABASES, type Envelope } from './harness';
import { freshClient, useMailbox } from './accounts-email-support';
import { gif, png } from './hardening-uploads-files';
import { linkIn } from './mailbox';
import { addMember, type Tables } from './questions-support';
import { useInstalledSite } from './test-database';

const ADM = '/answer/admin/api';
const API = '/answer/api/v1';

type FieldErrors = { error_field: string; error_msg: string }[];

interface General {
  name: string;
  short_description: string;
  description: string;
  site_url: string;
  contact_email: string;
  check_update: boolean;
}

interface SiteInfo {
  general: General;
  interface: { language: string; time_zone: string };
  branding: { logo: string; mobile_logo: string; square_icon: string; favicon: string };
}

for (const kind of API_DATABASES) {
  describe(`admin general, interface and branding settings on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);
    const mailbox = useMailbox(fx);

    const admin = () => fx.site.adminToken;
    const get = <T>(block: string, token = admin()) => fx.host.api<Envelope<T>>('GET', `${ADM}/siteinfo/${block}`, { token });
    const put = (block: string, body: unknown, token = admin()) => fx.host.api<Envelope<FieldErrors | null>>('PUT', `${ADM}/siteinfo/${block}`, { token, body });
    const siteInfo = async () => (await fx.host.api<Envelope<SiteInfo>>('GET', `${API}/siteinfo`)).body.data;
    const stored = async (type: string) => {
      const row = await fx.db.selectFrom('site_info').select('content').where('type', '=', type).executeTakeFirst();
      return row ? (JSON.parse(row.content) as Record<string, unknown>) : null;
    };
    /** Expects `body` refused with exactly `errors`, and the stored row as it was. */
    const expectRefused = async (block: string, type: string, body: unknown, errors: FieldErrors) => {
      const before = await stored(type);
      const response = await put(block, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.data, JSON.stringify(body)).toEqual(errors);
      expect(await stored(type)).toEqual(before);
    };
    const upload = async (source: string, name: string, bytes: Buffer): Promise<Envelope<string | FieldErrors>> => {
      const form = new FormData();
      form.append('source', source);
      form.append('file', new Blob([new Uint8Array(bytes)]), name);
      const response = await fetch(`${fx.host.url}${API}/file`, { method: 'POST', body: form, headers: { Authorization: admin() } });
      return (await response.json()) as Envelope<string | FieldErrors>;
    };
    const uploaded = async (source: string, name: string, bytes: Buffer): Promise<string> => {
      const response = await upload(source, name, bytes);
      expect(response.code, JSON.stringify(response)).toBe(200);
      return response.data as string;
    };

    describe('general', () => {
      it('answers what the installer saved, over the defaults', async () => {
        const response = await get<General>('general');
        expect(response.status).toBe(200);
        expect(response.body.data).toEqual({ name: 'Answer Test', short_description: '', description: '', site_url: fx.host.url, contact_email: 'admin@example.com', check_update: true });
      });

      it('renames the site for every page and mail at once, with links to the new address', async () => {
        const saved = await put('general', {
          name: '  Harbour Q&A ',
          short_description: 'Questions about boats',
          description: 'Where sailors ask and answer.',
          site_url: `${fx.host.url}/`,
          contact_email: 'crew@example.com',
          check_update: false,
        });
        expect(saved.status).toBe(200);
        expect(saved.body.data).toBeNull();
        const expected = { name: 'Harbour Q&A', short_description: 'Questions about boats', description: 'Where sailors ask and answer.', site_url: fx.host.url, contact_email: 'crew@example.com', check_update: false };
        expect((await get<General>('general')).body.data).toEqual(expected);
        // the header and the page titles show `siteinfo.general.name`
        expect((await siteInfo()).general).toMatchObject(expected);

        const mailTo = 'admin@example.com';
        const asked = await fx.host.api('POST', `${API}/user/password/reset`, { body: { e_mail: mailTo }, headers: freshClient() });
        expect(asked.status).toBe(200);
        const mail = await mailbox().next(mailTo);
        expect(mail.subject).toContain('Harbour Q&A');
        expect(linkIn(mail, '/users/password-reset').origin).toBe(new URL(fx.host.url).origin);

        // a site behind a path: links in mails start with the new address
        expect((await put('general', { ...expected, site_url: 'https://Boats.Example.com/community/' })).status).toBe(200);
        expect((await siteInfo()).general.site_url).toBe('https://boats.example.com/community');
        await fx.host.api('POST', `${API}/user/password/reset`, { body: { e_mail: mailTo }, headers: freshClient() });
        const next = await mailbox().next(mailTo);
        expect(linkIn(next, '/users/password-reset').href.startsWith('https://boats.example.com/community/users/password-reset')).toBe(true);
        expect((await put('general', expected)).status).toBe(200);
      });

      it('refuses a bad value on its field and saves nothing', async () => {
        const valid = { name: 'Harbour Q&A', site_url: fx.host.url, contact_email: 'crew@example.com' };
        await expectRefused('general', 'general', { ...valid, name: 'x'.repeat(31) }, [{ error_field: 'name', error_msg: 'Site name must be at most 30 characters.' }]);
        await expectRefused('general', 'general', { ...valid, name: '   ' }, [{ error_field: 'name', error_msg: 'Site name cannot be empty.' }]);
        await expectRefused('general', 'general', { site_url: valid.site_url, contact_email: valid.contact_email }, [{ error_field: 'name', error_msg: 'Site name cannot be empty.' }]);
        for (const siteUrl of ['boats.example.com', 'ftp://boats.example.com', 'https://', 'https://boats.example.com/?q=1'])
          await expectRefused('general', 'general', { ...valid, site_url: siteUrl }, [{ error_field: 'site_url', error_msg: 'Please enter a valid URL starting with http:// or https://.' }]);
        await expectRefused('general', 'general', { ...valid, site_url: `https://example.com/${'a'.repeat(500)}` }, [{ error_field: 'site_url', error_msg: 'Site URL must be at most 512 characters.' }]);
        await expectRefused('general', 'general', { ...valid, contact_email: 'crew-at-example.com' }, [{ error_field: 'contact_email', error_msg: 'Contact email is invalid.' }]);
        await expectRefused('general', 'general', { ...valid, short_description: 'x'.repeat(256) }, [{ error_field: 'short_description', error_msg: 'Short site description must be at most 255 characters.' }]);
      });
    });

    describe('interface', () => {
      it('answers the language, the time zone and the avatar rule kept with the user settings', async () => {
        const response = await get<Record<string, unknown>>('interface');
        expect(response.status).toBe(200);
        expect(response.body.data).toEqual({ language: 'en_US', time_zone: 'UTC', default_avatar: 'system', gravatar_base_url: 'https://www.gravatar.com/avatar/' });
      });

      it('gives guests the site language and every page the new time zone', async () => {
        // Answer's own page sends the avatar rule back unchanged
        const saved = await put('interface', { language: 'zh_CN', time_zone: 'Asia/Shanghai', default_avatar: 'system', gravatar_base_url: 'https://www.gravatar.com/avatar/' });
        expect(saved.status).toBe(200);
        expect(await stored('interface')).toEqual({ language: 'zh_CN', time_zone: 'Asia/Shanghai' });
        // a guest with no choice of their own is shown the site's language; dates use the zone
        const info = await siteInfo();
        expect(info.interface).toMatchObject({ language: 'zh_CN', time_zone: 'Asia/Shanghai' });
        const bundle = await fx.host.api<Envelope<{ ui: { admin: { menu: { general: string } } } }>>('GET', `${API}/language/config?lang=${info.interface.language}`);
        expect(bundle.body.data.ui.admin.menu.general).toBe('常规');
        // a caller that names no language (a crawler, a script) is answered in it too; one that names one, in that
        const unnamed = await fx.host.api<Envelope>('GET', `${API}/no-such-call`);
        expect(unnamed.body.msg).toBe('资源不存在。');
        const named = await fx.host.api<Envelope>('GET', `${API}/no-such-call`, { lang: 'en-GB' });
        expect(named.body.msg).toBe('Resource not found.');

        expect((await put('interface', { language: 'en_US', time_zone: 'UTC' })).status).toBe(200);
        expect((await siteInfo()).interface).toMatchObject({ language: 'en_US', time_zone: 'UTC' });
      });

      it('refuses an unknown language or time zone, and the avatar rule changed here, on their fields', async () => {
        await expectRefused('interface', 'interface', { language: 'xx_XX', time_zone: 'UTC' }, [{ error_field: 'language', error_msg: 'Choose one of the languages this site offers.' }]);
        await expectRefused('interface', 'interface', { language: 'Default', time_zone: 'UTC' }, [{ error_field: 'language', error_msg: 'Choose one of the languages this site offers.' }]);
        for (const zone of ['Mars/Olympus_Mons', 'UTC+8', 'asia/shanghai'])
          await expectRefused('interface', 'interface', { language: 'en_US', time_zone: zone }, [{ error_field: 'time_zone', error_msg: 'Choose a time zone from the list.' }]);
        await expectRefused('interface', 'interface', { time_zone: 'UTC' }, [{ error_field: 'language', error_msg: 'Interface language cannot be empty.' }]);
        await expectRefused('interface', 'interface', { language: 'en_US', time_zone: 'UTC', default_avatar: 'gravatar' }, [
          { error_field: 'default_avatar', error_msg: 'The default avatar is set in the Users settings.' },
        ]);
      });
    });

    describe('branding', () => {
      it('shows uploaded images: the logos in the header, the icon in browser tabs', async () => {
        expect((await get('branding')).body.data).toEqual({ logo: '', mobile_logo: '', square_icon: '', favicon: '' });
        const logo = await uploaded('branding', 'logo.png', png(300, 56));
        const mobile = await uploaded('branding', 'mobile.jpg.png', png(56, 56));
        const square = await uploaded('branding', 'square.png', png(512, 512));
        const saved = await put('branding', { logo, mobile_logo: mobile, square_icon: square, favicon: '' });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        expect((await siteInfo()).branding).toEqual({ logo, mobile_logo: mobile, square_icon: square, favicon: '' });

        // without a favicon the square icon stands in; a favicon set wins at once
        const icon = () => fetch(`${fx.host.url}/favicon.ico`, { redirect: 'manual' });
        expect((await icon()).headers.get('location')).toBe(square);
        const favicon = await uploaded('branding', 'favicon.ico.png', png(32, 32));
        expect((await put('branding', { logo, mobile_logo: mobile, square_icon: square, favicon })).status).toBe(200);
        expect((await icon()).headers.get('location')).toBe(favicon);

        expect((await put('branding', { logo: '', mobile_logo: '', square_icon: '', favicon: '' })).status).toBe(200);
        expect((await icon()).headers.get('location')).toBeNull();
        expect((await siteInfo()).branding).toEqual({ logo: '', mobile_logo: '', square_icon: '', favicon: '' });
      });

      it('refuses an image that was not uploaded here for branding, on its field, and saves nothing', async () => {
        const logo = await uploaded('branding', 'logo.png', png(300, 56));
        expect((await put('branding', { logo })).status).toBe(200);
        const notUploaded = "Upload the image here first: only images this site's upload stored can be used.";
        const postGif = await uploaded('post', 'animation.gif', gif(20, 20));
        await expectRefused('branding', 'branding', { logo: 'https://elsewhere.example.com/logo.png' }, [{ error_field: 'logo', error_msg: notUploaded }]);
        await expectRefused('branding', 'branding', { mobile_logo: `${fx.host.url}/uploads/2024/01/${'a'.repeat(32)}.png` }, [{ error_field: 'mobile_logo', error_msg: notUploaded }]);
        await expectRefused('branding', 'branding', { favicon: '//elsewhere.example.com/uploads/favicon.png' }, [{ error_field: 'favicon', error_msg: notUploaded }]);
        await expectRefused('branding', 'branding', { square_icon: 'javascript:alert(1)' }, [{ error_field: 'square_icon', error_msg: notUploaded }]);
        await expectRefused('branding', 'branding', { logo: postGif, square_icon: `${fx.host.url}/elsewhere/square.png` }, [
          { error_field: 'logo', error_msg: 'This type of file is not allowed. Allowed: jpg, jpeg, png, ico.' },
          { error_field: 'square_icon', error_msg: notUploaded },
        ]);
        await expectRefused('branding', 'branding', { logo: 'x'.repeat(513) }, [{ error_field: 'logo', error_msg: 'Upload the image here: only images uploaded for branding can be used.' }]);
        // the saved logo stays, and saving it again is fine
        expect((await siteInfo()).branding.logo).toBe(logo);
        expect((await put('branding', { logo, mobile_logo: '', square_icon: '', favicon: '' })).status).toBe(200);
      });

      it('refuses a file that is no branding image at the upload, on the file field', async () => {
        const response = await upload('branding', 'logo.gif', gif(20, 20));
        expect(response.code).toBe(400);
        expect(response.data).toEqual([{ error_field: 'file', error_msg: 'This type of file is not allowed. Allowed: jpg, jpeg, png, ico.' }]);
      });
    });

    it('is for admins only: moderators and members are refused, guests asked to log in', async () => {
      const moderator = await addMember(fx, 1, 3);
      const member = await addMember(fx, 1);
      for (const block of ['general', 'interface', 'branding']) {
        expect((await get(block, moderator.token)).status, block).toBe(403);
        expect((await put(block, {}, moderator.token)).status, block).toBe(403);
        expect((await get(block, member.token)).status, block).toBe(403);
        expect((await fx.host.api('GET', `${ADM}/siteinfo/${block}`)).status, block).toBe(401);
      }
    });
  });
}
