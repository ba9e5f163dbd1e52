/**
 * Each member's own settings of a plugin (manifest `userConfig`) on each database: the list, the
 * form with the saved values, saving with field errors, secrets, who may call, a disabled plugin,
 * what the plugin reads with `ctx.userConfig`, and the values of members removed for good.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_DATABASES, login, ROOT_DIR, type Envelope } from './harness';
import { useInstalledSite } from './test-database';

const API = '/answer/api/v1';
const ADM = '/answer/admin/api';
const PLUGIN = 'sample_member';
const FIXTURE = path.join(ROOT_DIR, 'tests', 'fixtures', 'user-config-plugins', PLUGIN);

type FieldErrors = { error_field: string; error_msg: string }[];

interface Tables {
  user: { id: number | string; e_mail: string };
  user_plugin_config: { plugin_id: string; user_id: string; value: string };
}

interface UserPluginConfig {
  name: string;
  slug_name: string;
  description: string;
  version: string;
  config_fields: { name: string; type: string; title: string; value: unknown; required: boolean; ui_options: Record<string, unknown> }[];
  schema: Record<string, unknown>;
  ui_schema: Record<string, unknown>;
  values: Record<string, unknown>;
}

for (const kind of ALL_DATABASES) {
  describe(`members' own plugin settings on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind, { plugins: [FIXTURE] });

    let created = 0;
    /** A verified member made by the admin, logged in. */
    const member = async () => {
      created += 1;
      const email = `member-${created}@example.com`;
      const password = `password-${created}-x`;
      const added = await fx.host.api('POST', `${ADM}/user`, { token: fx.site.adminToken, body: { display_name: `Member ${created}`, email, password } });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const row = await fx.db.selectFrom('user').select('id').where('e_mail', '=', email).executeTakeFirstOrThrow();
      return { id: String(row.id), token: await login(fx.host, email, password) };
    };
    const setEnabled = async (enabled: boolean) => {
      const response = await fx.host.api('PUT', `${ADM}/plugin/status`, { token: fx.site.adminToken, body: { plugin_slug_name: PLUGIN, enabled } });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    };
    const list = (token?: string) => fx.host.api<Envelope<{ name: string; slug_name: string }[]>>('GET', `${API}/user/plugin/configs`, { token });
    const read = (token: string | undefined, slug = PLUGIN, lang?: string) =>
      fx.host.api<Envelope<UserPluginConfig>>('GET', `${API}/user/plugin/config?plugin_slug_name=${slug}`, { token, lang });
    const save = (token: string | undefined, fields: Record<string, unknown>, lang?: string, slug = PLUGIN) =>
      fx.host.api<Envelope<FieldErrors | null>>('PUT', `${API}/user/plugin/config`, { token, lang, body: { plugin_slug_name: slug, config_fields: fields } });
    const pluginReads = async (ids: string[]) =>
      (await fx.host.api<Envelope<{ one: Record<string, unknown> | null; many: Record<string, Record<string, unknown>> }>>('GET', `${API}/${PLUGIN}/values?user_ids=${ids.join(',')}`, { token: fx.site.adminToken })).body.data;

    it('lists the plugin only while it serves, and answers 404 for it when disabled', async () => {
      const ada = await member();
      // a plugin from the data directory starts disabled
      expect((await list(ada.token)).body.data.map((entry) => entry.slug_name)).not.toContain(PLUGIN);
      expect((await read(ada.token)).status).toBe(404);
      expect((await save(ada.token, { nickname: 'ada' })).status).toBe(404);

      await setEnabled(true);
      const listed = await list(ada.token);
      expect(listed.status).toBe(200);
      expect(listed.body.data).toContainEqual({ name: 'Sample member settings', slug_name: PLUGIN });
      // only plugins with member settings
      expect(listed.body.data.map((entry) => entry.slug_name)).not.toContain('questions');

      // a serving plugin without member settings, and a plugin nobody installed
      const noSettings = await read(ada.token, 'questions');
      expect(noSettings.status).toBe(404);
      expect(noSettings.body.msg).toBe('This plugin has no settings for members.');
      expect((await read(ada.token, 'no_such_plugin')).status).toBe(404);
      expect((await save(ada.token, {}, undefined, 'questions')).status).toBe(404);
    });

    it('gives the form with the schema’s defaults in the member’s language', async () => {
      const ada = await member();
      const response = await read(ada.token);
      expect(response.status).toBe(200);
      const config = response.body.data;
      expect(config).toMatchObject({ name: 'Sample member settings', slug_name: PLUGIN, version: '0.3.0', values: { channel: 'weekly' } });
      expect(config.schema).toMatchObject({ required: ['nickname'] });
      expect(config.ui_schema).toMatchObject({ 'ui:order': ['nickname', '*'] });
      expect(config.config_fields.map((field) => field.name)).toEqual(['nickname', 'channel', 'token']);
      expect(config.config_fields[0]).toMatchObject({ title: 'Nickname', required: true, value: '', ui_options: { placeholder: 'What we call you' } });
      expect(config.config_fields[2]).toMatchObject({ title: 'Personal token', value: '', ui_options: { input_type: 'password' } });
      expect((await read(ada.token, PLUGIN, 'zh_CN')).body.data.config_fields[0].title).toBe('昵称');
    });

    it('saves valid values, refuses invalid ones on the right field, and never gives a secret back', async () => {
      const ada = await member();
      const tooLong = await save(ada.token, { nickname: 'a much too long nickname' });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.data).toEqual([{ error_field: 'nickname', error_msg: 'A nickname has at most 12 characters.' }]);
      const tooLongZh = await save(ada.token, { nickname: 'a much too long nickname' }, 'zh_CN');
      expect(tooLongZh.body.data).toEqual([{ error_field: 'nickname', error_msg: '昵称最多 12 个字符。' }]);
      const several = await save(ada.token, { channel: 'hourly', bogus: 1 });
      expect(several.status).toBe(400);
      expect(new Set((several.body.data ?? []).map((error) => error.error_field))).toEqual(new Set(['nickname', 'channel', 'bogus']));
      // nothing of a refused save is kept
      expect((await read(ada.token)).body.data.values).toEqual({ channel: 'weekly' });

      const saved = await save(ada.token, { nickname: 'ada', channel: 'daily', token: 'tok-1234' });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.data).toBeNull();
      const config = (await read(ada.token)).body.data;
      expect(config.values).toEqual({ nickname: 'ada', channel: 'daily' });
      const fields = new Map(config.config_fields.map((field) => [field.name, field.value]));
      expect(Object.fromEntries(fields)).toEqual({ nickname: 'ada', channel: 'daily', token: '' });
      expect(JSON.stringify(config)).not.toContain('tok-1234');
      // the plugin itself reads the secret
      expect((await pluginReads([ada.id])).one).toEqual({ nickname: 'ada', channel: 'daily', token: 'tok-1234' });
    });

    it('keeps a secret left out or empty, and replaces it when a new one is sent', async () => {
      const ada = await member();
      expect((await save(ada.token, { nickname: 'ada', token: 'first-secret' })).status).toBe(200);
      expect((await save(ada.token, { nickname: 'ada2' })).status).toBe(200);
      expect((await save(ada.token, { nickname: 'ada3', token: '' })).status).toBe(200);
      expect((await pluginReads([ada.id])).one).toEqual({ nickname: 'ada3', channel: 'weekly', token: 'first-secret' });
      expect((await save(ada.token, { nickname: 'ada3', token: 'second-secret' })).status).toBe(200);
      expect((await pluginReads([ada.id])).one).toMatchObject({ token: 'second-secret' });
    });

    it('keeps each member’s values to themselves', async () => {
      const ada = await member();
      const bob = await member();
      const carol = await member();
      expect((await save(ada.token, { nickname: 'ada', token: 'ada-token' })).status).toBe(200);
      expect((await save(bob.token, { nickname: 'bob', channel: 'daily' })).status).toBe(200);
      expect((await read(ada.token)).body.data.values).toEqual({ nickname: 'ada', channel: 'weekly' });
      expect((await read(bob.token)).body.data.values).toEqual({ nickname: 'bob', channel: 'daily' });
      expect((await read(carol.token)).body.data.values).toEqual({ channel: 'weekly' });
      // the plugin's batch read: one entry per member asked, defaults for who saved nothing
      expect((await pluginReads([ada.id, bob.id, carol.id])).many).toEqual({
        [ada.id]: { nickname: 'ada', channel: 'weekly', token: 'ada-token' },
        [bob.id]: { nickname: 'bob', channel: 'daily' },
        [carol.id]: { channel: 'weekly' },
      });
    });

    it('is for verified members only', async () => {
      for (const response of [await list(undefined), await read(undefined), await save(undefined, { nickname: 'guest' })]) {
        expect(response.status).toBe(401);
      }
      const registered = await fx.host.api<Envelope<{ access_token: string }>>('POST', `${API}/user/register/email`, {
        body: { name: 'Not Yet', e_mail: 'not-yet@example.com', pass: 'not-yet-password-1' },
      });
      expect(registered.status, JSON.stringify(registered.body)).toBe(200);
      const unverified = registered.body.data.access_token;
      for (const response of [await list(unverified), await read(unverified), await save(unverified, { nickname: 'sneaky' })]) {
        expect(response.status).toBe(403);
        expect(response.body.data).toMatchObject({ type: 'inactive' });
      }
      const missing = await fx.host.api<Envelope<FieldErrors>>('PUT', `${API}/user/plugin/config`, { token: (await member()).token, body: { config_fields: {} } });
      expect(missing.status).toBe(400);
      expect(missing.body.data.map((error) => error.error_field)).toEqual(['plugin_slug_name']);
    });

    it('drops the values of a member removed for good, and keeps the rest', async () => {
      const leaving = await member();
      const staying = await member();
      expect((await save(leaving.token, { nickname: 'gone' })).status).toBe(200);
      expect((await save(staying.token, { nickname: 'here' })).status).toBe(200);
      expect((await fx.host.api('PUT', `${ADM}/user/status`, { token: fx.site.adminToken, body: { user_id: leaving.id, status: 'deleted' } })).status).toBe(200);
      expect((await fx.host.api('DELETE', `${ADM}/delete/permanently`, { token: fx.site.adminToken, body: { type: 'users' } })).status).toBe(200);
      const rows = await fx.db.selectFrom('user_plugin_config').select(['user_id', 'plugin_id']).where('user_id', 'in', [leaving.id, staying.id]).execute();
      expect(rows).toEqual([{ user_id: staying.id, plugin_id: PLUGIN }]);
    });
  });
}
