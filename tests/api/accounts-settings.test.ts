/**
 * A member's own settings on each database: profile (every rule, locked fields, unique usernames,
 * avatars), interface, password change, notification emails, unsubscribe links and external logins.
 */
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { API_DATABASES, login, type Envelope } from './harness';
import { useInstalledSite } from './test-database';

const API = '/answer/api/v1';
const ADMIN_API = '/answer/admin/api';

interface Tables {
  user: { id: number | string; username: string; e_mail: string; display_name: string; bio: string; bio_html: string; avatar: string; pass: string; language: string; color_scheme: string };
  user_notification_config: { id?: number | string; user_id: number | string; source: string; channels: string; enabled: number; created_at: number; updated_at: number };
  user_external_login: { id?: number | string; user_id: number | string; provider: string; external_id: string; meta_info: string; created_at: number; updated_at: number };
  kv_cache: { cache_key: string; value: string; counter: number; expires_at: number };
}

type FieldErrors = { error_field: string; error_msg: string }[];

interface CurrentUser {
  id: string;
  username: string;
  display_name: string;
  bio: string;
  bio_html: string;
  website: string;
  location: string;
  language: string;
  color_scheme: string;
  avatar: { type: string; gravatar: string; custom: string };
}

interface Member {
  id: string;
  email: string;
  password: string;
  token: string;
}

const PROFILE = { display_name: 'Ada Lovelace', username: 'ada', bio: '', website: '', location: '', avatar: { type: 'default', gravatar: '', custom: '' } };

/** A tiny real PNG, for the avatar upload. */
function pixel(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let value = 0xffffffff;
    for (const byte of bytes) value = crcTable[(value ^ byte) & 0xff] ^ (value >>> 8);
    return (value ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const kind of API_DATABASES) {
  describe(`settings on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);

    let created = 0;
    /** A verified member made by the admin, logged in. */
    const member = async (name: string): Promise<Member> => {
      created += 1;
      const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${created}@example.com`;
      const password = `password-${created}-x`;
      const added = await fx.host.api('POST', `${ADMIN_API}/user`, { token: fx.site.adminToken, body: { display_name: name, email, password } });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const token = await login(fx.host, email, password);
      const row = await fx.db.selectFrom('user').select('id').where('e_mail', '=', email).executeTakeFirstOrThrow();
      return { id: String(row.id), email, password, token };
    };

    const info = async (token: string) => (await fx.host.api<Envelope<CurrentUser | null>>('GET', `${API}/user/info`, { token })).body.data;
    const putInfo = (token: string, body: Record<string, unknown>) => fx.host.api<Envelope<FieldErrors | null>>('PUT', `${API}/user/info`, { token, body });
    /** Changes some of the admin's user rules; answers a function that puts the old ones back. */
    const changeUsersRules = async (changes: Record<string, unknown>) => {
      const rules = `${ADMIN_API}/siteinfo/users`;
      const before = (await fx.host.api<Envelope<Record<string, unknown>>>('GET', rules, { token: fx.site.adminToken })).body.data;
      const saved = await fx.host.api('PUT', rules, { token: fx.site.adminToken, body: { ...before, ...changes } });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      return async () => {
        await fx.host.api('PUT', rules, { token: fx.site.adminToken, body: before });
      };
    };
    const uploadAvatar = async (token: string) => {
      const form = new FormData();
      form.append('source', 'avatar');
      form.append('file', new Blob([new Uint8Array(pixel())]), 'me.png');
      const response = await fetch(`${fx.host.url}${API}/file`, { method: 'POST', body: form, headers: { Authorization: token } });
      expect(response.status).toBe(200);
      return ((await response.json()) as Envelope<string>).data;
    };

    it('saves the profile and renders the bio as sanitised HTML', async () => {
      const ada = await member('Ada');
      const body = {
        ...PROFILE,
        display_name: '  Ada L.  ',
        username: 'ada.lovelace_1815',
        bio: 'I write **programs**.\n\n<script>alert(1)</script>',
        website: 'https://ada.example.com/about',
        location: 'London',
      };
      const response = await putInfo(ada.token, body);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.data).toBeNull();
      const user = await info(ada.token);
      expect(user).toMatchObject({ display_name: 'Ada L.', username: 'ada.lovelace_1815', website: 'https://ada.example.com/about', location: 'London', bio: body.bio });
      expect(user?.bio_html).toContain('<strong>programs</strong>');
      expect(user?.bio_html).not.toContain('<script');
      expect(user?.avatar.type).toBe('default');
      // the username is the one the profile page URL uses
      const row = await fx.db.selectFrom('user').select(['username', 'bio_html']).where('id', '=', ada.id).executeTakeFirstOrThrow();
      expect(row.username).toBe('ada.lovelace_1815');
    });

    it('checks every profile field with the form schema', async () => {
      const bob = await member('Bob');
      const cases: [Record<string, unknown>, string, string][] = [
        [{ display_name: 'B' }, 'display_name', 'Display name must be 2 to 30 characters in length.'],
        [{ display_name: 'x'.repeat(31) }, 'display_name', 'Display name must be 2 to 30 characters in length.'],
        [{ username: 'Bob' }, 'username', 'Username can only contain lower-case letters a-z, digits 0-9 and . - _'],
        [{ username: 'bob smith' }, 'username', 'Username can only contain lower-case letters a-z, digits 0-9 and . - _'],
        [{ username: 'b' }, 'username', 'Username must be 2 to 30 characters in length.'],
        [{ username: 'b'.repeat(31) }, 'username', 'Username must be 2 to 30 characters in length.'],
        [{ website: 'javascript:alert(1)' }, 'website', 'Enter an address that starts with http:// or https://.'],
        [{ website: `https://example.com/${'a'.repeat(490)}` }, 'website', 'Website must be up to 500 characters in length.'],
        [{ location: 'x'.repeat(101) }, 'location', 'Location must be up to 100 characters in length.'],
        [{ bio: 'x'.repeat(4097) }, 'bio', 'About me must be up to 4096 characters in length.'],
        [{ avatar: { type: 'svg', gravatar: '', custom: '' } }, 'type', 'This profile image is not valid.'],
      ];
      for (const [change, field, message] of cases) {
        const response = await putInfo(bob.token, { ...PROFILE, username: 'bob', ...change });
        expect(response.status, field).toBe(400);
        expect(response.body.data, JSON.stringify(change).slice(0, 60)).toEqual([{ error_field: field, error_msg: message }]);
      }
      const missing = await putInfo(bob.token, {});
      expect((missing.body.data as FieldErrors).map((item) => item.error_field).sort()).toEqual(['display_name', 'username']);
      // nothing was written
      expect(await info(bob.token)).toMatchObject({ display_name: 'Bob', website: '', location: '' });
      // the Chinese messages come from the same schema
      const zh = await fx.host.api<Envelope<FieldErrors>>('PUT', `${API}/user/info`, { token: bob.token, lang: 'zh-CN', body: { ...PROFILE, display_name: 'B' } });
      expect(zh.body.data).toEqual([{ error_field: 'display_name', error_msg: '昵称长度须为 2 到 30 个字符。' }]);
    });

    it('keeps usernames unique and away from reserved words', async () => {
      const first = await member('Carol');
      const second = await member('Dave');
      expect((await putInfo(first.token, { ...PROFILE, display_name: 'Carol', username: 'carol' })).status).toBe(200);
      const taken = await putInfo(second.token, { ...PROFILE, display_name: 'Dave', username: 'carol' });
      expect(taken.status).toBe(400);
      expect(taken.body.data).toEqual([{ error_field: 'username', error_msg: 'Username is already in use.' }]);
      const reserved = await putInfo(second.token, { ...PROFILE, display_name: 'Dave', username: 'admin' });
      expect(reserved.body.data).toEqual([{ error_field: 'username', error_msg: 'This username is reserved. Choose another one.' }]);
      // keeping one's own username is no conflict
      expect((await putInfo(first.token, { ...PROFILE, display_name: 'Carol C', username: 'carol' })).status).toBe(200);
      expect((await info(second.token))?.username).not.toBe('carol');
    });

    it('keeps the fields the admin locked and says so when they are changed', async () => {
      const eve = await member('Eve');
      expect((await putInfo(eve.token, { ...PROFILE, display_name: 'Eve', username: 'eve', website: 'https://eve.example.com' })).status).toBe(200);
      const restore = await changeUsersRules({ allow_update_display_name: false, allow_update_website: false, allow_update_avatar: false });
      try {
        const changed = await putInfo(eve.token, { ...PROFILE, display_name: 'Evil', username: 'eve', website: 'https://evil.example.com', avatar: { type: 'gravatar', gravatar: '', custom: '' } });
        expect(changed.status).toBe(400);
        expect(changed.body.data).toEqual([
          { error_field: 'display_name', error_msg: 'This field cannot be changed on this site.' },
          { error_field: 'website', error_msg: 'This field cannot be changed on this site.' },
          { error_field: 'avatar', error_msg: 'This field cannot be changed on this site.' },
        ]);
        // unchanged locked fields are fine next to changes of the open ones
        const open = await putInfo(eve.token, { ...PROFILE, display_name: 'Eve', username: 'eve', website: 'https://eve.example.com', location: 'Paris' });
        expect(open.status, JSON.stringify(open.body)).toBe(200);
        expect(await info(eve.token)).toMatchObject({ display_name: 'Eve', website: 'https://eve.example.com', location: 'Paris', avatar: { type: 'default' } });
      } finally {
        await restore();
      }
    });

    it('takes a custom avatar only from this site’s uploads and builds the Gravatar address itself', async () => {
      const finn = await member('Finn');
      const elsewhere = await putInfo(finn.token, { ...PROFILE, display_name: 'Finn', username: 'finn', avatar: { type: 'custom', gravatar: '', custom: 'https://evil.example.com/x.png' } });
      expect(elsewhere.body.data).toEqual([{ error_field: 'avatar', error_msg: 'Upload an image to use it as your profile image.' }]);
      const empty = await putInfo(finn.token, { ...PROFILE, display_name: 'Finn', username: 'finn', avatar: { type: 'custom', gravatar: '', custom: '' } });
      expect(empty.body.data).toEqual([{ error_field: 'avatar', error_msg: 'Upload an image to use it as your profile image.' }]);

      const url = await uploadAvatar(finn.token);
      expect((await putInfo(finn.token, { ...PROFILE, display_name: 'Finn', username: 'finn', avatar: { type: 'custom', gravatar: '', custom: url } })).status).toBe(200);
      expect((await info(finn.token))?.avatar).toMatchObject({ type: 'custom', custom: url });
      const loggedIn = await fx.host.api<Envelope<{ avatar: string }>>('POST', `${API}/user/login/email`, { body: { e_mail: finn.email, pass: finn.password } });
      expect(loggedIn.body.data.avatar).toBe(url);

      // `system` is the site setting's word for Answer's `default`
      expect((await putInfo(finn.token, { ...PROFILE, display_name: 'Finn', username: 'finn', avatar: { type: 'system', gravatar: '', custom: url } })).status).toBe(200);
      const stored = await fx.db.selectFrom('user').select('avatar').where('id', '=', finn.id).executeTakeFirstOrThrow();
      expect(JSON.parse(stored.avatar)).toMatchObject({ type: 'default', custom: url });

      const hash = createHash('md5').update(finn.email).digest('hex');
      const gravatar = await putInfo(finn.token, { ...PROFILE, display_name: 'Finn', username: 'finn', avatar: { type: 'gravatar', gravatar: 'https://tracker.example.com/pixel', custom: url } });
      expect(gravatar.status).toBe(200);
      const saved = await fx.db.selectFrom('user').select('avatar').where('id', '=', finn.id).executeTakeFirstOrThrow();
      expect(JSON.parse(saved.avatar)).toEqual({ type: 'gravatar', gravatar: `https://www.gravatar.com/avatar/${hash}`, custom: url });
    });

    it('saves the interface language and colour scheme', async () => {
      const gus = await member('Gus');
      const save = (body: Record<string, unknown>) => fx.host.api<Envelope<FieldErrors | null>>('PUT', `${API}/user/interface`, { token: gus.token, body });
      expect((await save({ language: 'zh_CN', color_scheme: 'dark' })).status).toBe(200);
      expect(await info(gus.token)).toMatchObject({ language: 'zh_CN', color_scheme: 'dark' });
      expect((await save({ language: 'Default', color_scheme: 'default' })).status).toBe(200);
      expect(await info(gus.token)).toMatchObject({ language: 'Default', color_scheme: 'default' });

      const unknown = await save({ language: 'xx_XX', color_scheme: 'light' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.data).toEqual([{ error_field: 'language', error_msg: 'This language is not available on this site.' }]);
      const scheme = await save({ language: 'en_US', color_scheme: 'blue' });
      expect(scheme.body.data).toEqual([{ error_field: 'color_scheme', error_msg: 'Choose a colour scheme.' }]);
      expect(await info(gus.token)).toMatchObject({ language: 'Default', color_scheme: 'default' });
      expect((await fx.host.api('PUT', `${API}/user/interface`, { body: { language: 'en_US', color_scheme: 'light' } })).status).toBe(401);
    });

    it('changes the password and ends every other session, but not the caller’s', async () => {
      const hal = await member('Hal');
      const otherDevice = await login(fx.host, hal.email, hal.password);
      const change = (body: Record<string, unknown>) => fx.host.api<Envelope<FieldErrors | null>>('PUT', `${API}/user/password`, { token: hal.token, body });

      const wrong = await change({ old_pass: 'not-my-password', pass: 'new-password-1' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.data).toEqual([{ error_field: 'old_pass', error_msg: 'The old password is incorrect.' }]);
      expect((await change({ pass: 'new-password-1' })).body.data).toEqual([{ error_field: 'old_pass', error_msg: 'Enter your current password.' }]);
      expect((await change({ old_pass: hal.password, pass: hal.password })).body.data).toEqual([{ error_field: 'pass', error_msg: 'The new password must be different from the old one.' }]);
      expect((await change({ old_pass: hal.password, pass: 'short' })).body.data).toEqual([{ error_field: 'pass', error_msg: 'Password must be 8 to 32 characters in length.' }]);
      // none of that changed anything
      expect((await info(otherDevice))?.id).toBe(hal.id);

      const done = await change({ old_pass: hal.password, pass: 'new-password-1' });
      expect(done.status).toBe(200);
      expect(done.body.data).toBeNull();
      expect((await info(hal.token))?.id).toBe(hal.id);
      expect(await info(otherDevice)).toBeNull();
      const oldLogin = await fx.host.api('POST', `${API}/user/login/email`, { body: { e_mail: hal.email, pass: hal.password } });
      expect(oldLogin.status).toBe(400);
      expect(await login(fx.host, hal.email, 'new-password-1')).toMatch(/^[0-9a-f]{64}$/);
    });

    it('lets an account without a password set one without the old one', async () => {
      const ivy = await member('Ivy');
      await fx.db.updateTable('user').set({ pass: '' }).where('id', '=', ivy.id).execute();
      const response = await fx.host.api('PUT', `${API}/user/password`, { token: ivy.token, body: { pass: 'first-password' } });
      expect(response.status).toBe(200);
      expect(await login(fx.host, ivy.email, 'first-password')).toMatch(/^[0-9a-f]{64}$/);
    });

    it('keeps notification email choices per source, with inbox mail on by default', async () => {
      const jay = await member('Jay');
      const defaults = {
        inbox: { key: 'email', enable: true },
        all_new_question: { key: 'email', enable: false },
        all_new_question_for_following_tags: { key: 'email', enable: false },
      };
      expect((await fx.host.api<Envelope>('GET', `${API}/user/notification/config`, { token: jay.token })).body.data).toEqual(defaults);
      expect((await fx.host.api<Envelope>('POST', `${API}/user/notification/config`, { token: jay.token })).body.data).toEqual(defaults);

      const chosen = {
        inbox: { key: 'email', enable: false },
        all_new_question: { key: 'email', enable: true },
        all_new_question_for_following_tags: { key: 'email', enable: true },
      };
      expect((await fx.host.api('PUT', `${API}/user/notification/config`, { token: jay.token, body: chosen })).status).toBe(200);
      expect((await fx.host.api<Envelope>('GET', `${API}/user/notification/config`, { token: jay.token })).body.data).toEqual(chosen);
      const rows = await fx.db.selectFrom('user_notification_config').select(['source', 'channels', 'enabled']).where('user_id', '=', jay.id).orderBy('source').execute();
      expect(rows.map((row) => [row.source, JSON.parse(row.channels), Number(row.enabled)])).toEqual([
        ['all_new_question', [{ key: 'email', enable: true }], 1],
        ['all_new_question_for_following_tags', [{ key: 'email', enable: true }], 1],
        ['inbox', [{ key: 'email', enable: false }], 0],
      ]);

      // a source left out keeps its choice
      expect((await fx.host.api('PUT', `${API}/user/notification/config`, { token: jay.token, body: { inbox: { key: 'email', enable: true } } })).status).toBe(200);
      expect((await fx.host.api<Envelope>('GET', `${API}/user/notification/config`, { token: jay.token })).body.data).toEqual({ ...chosen, inbox: { key: 'email', enable: true } });

      const bad = await fx.host.api<Envelope<FieldErrors>>('PUT', `${API}/user/notification/config`, { token: jay.token, body: { inbox: { key: 'sms', enable: true } } });
      expect(bad.body.data).toEqual([{ error_field: 'key', error_msg: 'Unknown notification channel.' }]);
      expect((await fx.host.api('GET', `${API}/user/notification/config`)).status).toBe(401);
    });

    it('turns off every notification email through an unsubscribe link, once', async () => {
      const kim = await member('Kim');
      await fx.host.api('PUT', `${API}/user/notification/config`, { token: kim.token, body: { all_new_question: { key: 'email', enable: true } } });
      // A code as the accounts plugin's codes module stores it (notification mails are not sent yet).
      const code = 'unsubscribe-code-for-kim';
      const key = `accounts:code:unsubscribe:${createHash('sha256').update(code).digest('hex')}`;
      await fx.db.insertInto('kv_cache').values({ cache_key: key, value: JSON.stringify({ user_id: kim.id, e_mail: kim.email }), counter: 0, expires_at: Math.floor(Date.now() / 1000) + 3600 }).execute();

      const done = await fx.host.api<Envelope>('PUT', `${API}/user/notification/unsubscribe`, { body: { code } });
      expect(done.status).toBe(200);
      const config = (await fx.host.api<Envelope<Record<string, { enable: boolean }>>>('GET', `${API}/user/notification/config`, { token: kim.token })).body.data;
      expect(Object.values(config).map((channel) => channel.enable)).toEqual([false, false, false]);

      for (const used of [code, 'never-issued']) {
        const dead = await fx.host.api<Envelope>('PUT', `${API}/user/notification/unsubscribe`, { body: { code: used } });
        expect(dead.status).toBe(400);
        expect(dead.body).toMatchObject({ reason: 'error.email.link_invalid', msg: 'The link you used no longer works.', data: { err_type: 'alert' } });
      }
      const empty = await fx.host.api<Envelope<FieldErrors>>('PUT', `${API}/user/notification/unsubscribe`, { body: {} });
      expect(empty.body.data).toEqual([{ error_field: 'code', error_msg: 'The link you used is incomplete.' }]);
    });

    it('lists bound external logins and refuses to remove the last way in', async () => {
      const lee = await member('Lee');
      expect((await fx.host.api<Envelope>('GET', `${API}/connector/user/info`, { token: lee.token })).body.data).toEqual([]);
      const now = Math.floor(Date.now() / 1000);
      await fx.db
        .insertInto('user_external_login')
        .values({ user_id: lee.id, provider: 'github', external_id: 'gh-42', meta_info: JSON.stringify({ name: 'GitHub' }), created_at: now, updated_at: now })
        .execute();
      expect((await fx.host.api<Envelope>('GET', `${API}/connector/user/info`, { token: lee.token })).body.data).toEqual([
        { name: 'GitHub', icon: '', link: '', binding: true, external_id: 'gh-42' },
      ]);

      const unbind = (externalId: string) => fx.host.api<Envelope>('DELETE', `${API}/connector/user/unbinding`, { token: lee.token, body: { external_id: externalId } });
      expect((await unbind('someone-else')).body).toMatchObject({ code: 400, msg: 'This login is not connected to your account.' });

      await fx.db.updateTable('user').set({ pass: '' }).where('id', '=', lee.id).execute();
      const last = await unbind('gh-42');
      expect(last.status).toBe(400);
      expect(last.body.msg).toBe('This is the only way to log in to your account. Set a password before removing it.');
      expect(await fx.db.selectFrom('user_external_login').select('id').where('user_id', '=', lee.id).execute()).toHaveLength(1);

      await fx.host.api('PUT', `${API}/user/password`, { token: lee.token, body: { pass: 'now-with-password' } });
      expect((await unbind('gh-42')).status).toBe(200);
      expect((await fx.host.api<Envelope>('GET', `${API}/connector/user/info`, { token: lee.token })).body.data).toEqual([]);
    });

    it('asks guests to log in', async () => {
      const calls: [string, string][] = [
        ['PUT', '/user/info'],
        ['PUT', '/user/password'],
        ['PUT', '/user/notification/config'],
        ['GET', '/connector/user/info'],
        ['DELETE', '/connector/user/unbinding'],
      ];
      for (const [method, path] of calls) expect((await fx.host.api(method, `${API}${path}`, { body: method === 'GET' ? undefined : {} })).status, path).toBe(401);
    });
  });
}
