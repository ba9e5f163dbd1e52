/**
 * The plugin host on an installed site: status, admin plugin endpoints, enable/disable taking
 * effect per request, config validation, broken and incompatible plugins, boot data and restart.
 */
import { cpSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BootData } from '../../sdk/shared/boot';
import { disableCaptcha, installSite, ROOT_DIR, startHost, tempDataDir, type Envelope, type InstalledSite, type RunningHost } from './harness';

const WEB_DIR = path.join(ROOT_DIR, 'tests', 'fixtures', 'host-web');
const FIXTURES = path.join(ROOT_DIR, 'tests', 'fixtures', 'host-plugins');

type FieldErrors = { error_field: string; error_msg: string }[];

interface AdminPlugin {
  slug_name: string;
  name: string;
  enabled: boolean;
  have_config: boolean;
  link: string;
  status: string;
  reason: string;
  builtin: boolean;
  required: boolean;
}

interface PluginConfig {
  slug_name: string;
  version: string;
  schema: Record<string, unknown>;
  values: Record<string, unknown>;
  config_fields: { name: string; type: string; title: string; value: unknown; required: boolean; options?: unknown[]; ui_options: Record<string, unknown> }[];
}

function bootOf(html: string): BootData {
  const match = /<script id="answer-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no boot data');
  return JSON.parse(match[1]) as BootData;
}

describe('plugin host on an installed site', () => {
  const dataDir = tempDataDir();
  let host: RunningHost;
  let site: InstalledSite;
  let admin: string;
  let member: string;

  const setEnabled = (slug: string, enabled: boolean, lang?: string) =>
    host.api<Envelope<FieldErrors | null>>('PUT', '/answer/admin/api/plugin/status', { token: admin, lang, body: { plugin_slug_name: slug, enabled } });
  const plugins = async (query = '') =>
    (await host.api<Envelope<AdminPlugin[]>>('GET', `/answer/admin/api/plugins${query}`, { token: admin })).body.data;
  const getConfig = async () =>
    (await host.api<Envelope<PluginConfig>>('GET', '/answer/admin/api/plugin/config?plugin_slug_name=sample_config', { token: admin })).body.data;
  const putConfig = (fields: Record<string, unknown>, lang?: string) =>
    host.api<Envelope<FieldErrors | null>>('PUT', '/answer/admin/api/plugin/config', {
      token: admin,
      lang,
      body: { plugin_slug_name: 'sample_config', config_fields: fields },
    });

  beforeAll(async () => {
    for (const entry of readdirSync(FIXTURES)) cpSync(path.join(FIXTURES, entry), path.join(dataDir, 'plugins', entry), { recursive: true });
    host = await startHost({ dataDir, env: { WEB_DIR } });
    site = await installSite(host, 'sqlite');
    admin = site.adminToken;
    await disableCaptcha(host, admin);
    const registered = await host.api<Envelope<{ access_token: string }>>('POST', '/answer/api/v1/user/register/email', {
      body: { name: 'member one', e_mail: 'member@example.com', pass: 'member-password-1' },
    });
    expect(registered.status).toBe(200);
    member = registered.body.data.access_token;
  });

  afterAll(async () => {
    await host?.kill();
  });

  it('lists every plugin with its effective state for the browser', async () => {
    const response = await host.api<Envelope<{ slug_name: string; enabled: boolean }[]>>('GET', '/answer/api/v1/plugin/status');
    expect(response.status).toBe(200);
    const state = Object.fromEntries(response.body.data.map((item) => [item.slug_name, item.enabled]));
    expect(state).toMatchObject({ installer: true, accounts: true, admin: true, questions: true, sample_config: false, future_kernel: false });
  });

  it('keeps the admin plugin API to admins', async () => {
    const guest = await host.api<Envelope>('GET', '/answer/admin/api/plugins');
    expect(guest.status).toBe(401);
    expect(guest.body).toMatchObject({ code: 401, reason: 'base.unauthorized_error', msg: 'Unauthorized.' });
    const user = await host.api<Envelope>('GET', '/answer/admin/api/plugins', { token: member });
    expect(user.status).toBe(403);
    // Answer's admin middleware refuses a member with this reason
    expect(user.body).toMatchObject({ code: 403, reason: 'base.unauthorized_error' });
    const forged = await host.api<Envelope>('GET', '/answer/admin/api/plugins', { token: 'not-a-token' });
    expect(forged.status).toBe(401);
    const bearer = await host.api<Envelope>('GET', '/answer/admin/api/plugins', { headers: { Authorization: `Bearer ${admin}` } });
    expect(bearer.status).toBe(200);
    const query = await host.api<Envelope>('GET', `/answer/admin/api/plugins?Authorization=${admin}`);
    expect(query.status).toBe(200);
    // the same door for a path nothing serves, and for a path spelled with escapes the router undoes
    for (const path of ['/answer/admin/api/nothing-here', '/answer/admin/%61pi/plugins', '/answer/%61dmin/api/plugins']) {
      expect((await host.api<Envelope>('GET', path)).body, path).toMatchObject({ code: 401, reason: 'base.unauthorized_error' });
      expect((await host.api<Envelope>('GET', path, { token: member })).body, path).toMatchObject({ code: 403, reason: 'base.unauthorized_error' });
    }
    expect((await host.api<Envelope>('GET', '/answer/admin/%61pi/plugins', { token: admin })).status).toBe(200);
  });

  it('lists broken and incompatible plugins without loading them', async () => {
    const list = await plugins();
    const byId = new Map(list.map((plugin) => [plugin.slug_name, plugin]));
    expect(byId.get('accounts')).toMatchObject({ enabled: true, status: 'active', builtin: true, required: true });
    expect(byId.get('questions')).toMatchObject({ enabled: true, status: 'active', builtin: true, required: false });
    expect(byId.get('sample_config')).toMatchObject({
      name: 'Sample config',
      enabled: false,
      status: 'disabled',
      have_config: true,
      link: 'https://example.com/sample_config',
      builtin: false,
    });
    expect(byId.get('future_kernel')).toMatchObject({ status: 'incompatible' });
    expect(byId.get('future_kernel')?.reason).toContain('^9.0.0');
    expect(byId.get('bad_manifest')).toMatchObject({ status: 'incompatible' });
    expect(byId.get('bad_manifest')?.reason).toContain('entrypoint');
    expect(byId.get('throws_on_import')).toMatchObject({ status: 'failed' });
    expect(byId.get('throws_on_import')?.reason).toContain('broken at import');
    expect(byId.get('throws_in_routes')).toMatchObject({ status: 'failed' });
    expect(byId.get('throws_in_routes')?.reason).toContain('broken in routes');
    const partial = await host.api('GET', '/answer/api/v1/throws_in_routes/ping');
    expect(partial.status).toBe(404);
  });

  it('filters the admin list by status and config', async () => {
    const active = await plugins('?status=active');
    expect(active.every((plugin) => plugin.enabled)).toBe(true);
    expect(active.map((plugin) => plugin.slug_name)).toContain('questions');
    const inactive = await plugins('?status=inactive');
    expect(inactive.map((plugin) => plugin.slug_name)).toContain('sample_config');
    expect(inactive.every((plugin) => !plugin.enabled)).toBe(true);
    const withConfig = await plugins('?have_config=true');
    // the OpenID Connect providers, the chat notifier's site-wide webhook, the basic reviewer's rules, the built-in search's scan bound and the fixture's greeting
    expect(withConfig.map((plugin) => plugin.slug_name).sort()).toEqual(['connector_oidc', 'notifier_chat', 'reviewer_basic', 'sample_config', 'search_db']);
  });

  it('refuses to disable a required plugin, enable a broken one or touch an unknown one', async () => {
    const required = await setEnabled('accounts', false);
    expect(required.status).toBe(400);
    expect(required.body.reason).toBe('base.request_format_error');
    expect(required.body.data).toEqual([{ error_field: 'enabled', error_msg: 'This plugin is required and cannot be disabled.' }]);
    expect(required.body.msg).toBe('This plugin is required and cannot be disabled.');
    const requiredZh = await setEnabled('accounts', false, 'zh_CN');
    expect(requiredZh.body.msg).toBe('此插件为必需插件，不能禁用。');
    const incompatible = await setEnabled('future_kernel', true);
    expect(incompatible.status).toBe(400);
    expect((incompatible.body.data as FieldErrors)[0].error_msg).toContain('^9.0.0');
    const failed = await setEnabled('throws_on_import', true);
    expect(failed.status).toBe(400);
    const unknown = await setEnabled('no_such_plugin', true);
    expect(unknown.status).toBe(404);
    const missingField = await host.api<Envelope<FieldErrors>>('PUT', '/answer/admin/api/plugin/status', { token: admin, body: { enabled: true } });
    expect(missingField.status).toBe(400);
    expect(missingField.body.data).toEqual([{ error_field: 'plugin_slug_name', error_msg: 'Cannot be empty.' }]);
    expect((await plugins()).find((plugin) => plugin.slug_name === 'accounts')?.enabled).toBe(true);
  });

  it('answers 404 for a disabled plugin API and page, and serves them again once re-enabled', async () => {
    expect((await host.api('GET', '/answer/api/v1/question/page')).status).toBe(200);
    expect((await host.api('GET', '/questions')).status).toBe(200);
    expect((await setEnabled('questions', false)).status).toBe(200);
    const off = await host.api<Envelope>('GET', '/answer/api/v1/question/page');
    expect(off.status).toBe(404);
    expect(off.body).toMatchObject({ code: 404, reason: 'base.not_found', data: null });
    const page = await host.api<string>('GET', '/questions');
    expect(page.status).toBe(404);
    expect(bootOf(page.body).plugins.find((plugin) => plugin.id === 'questions')).toMatchObject({ enabled: false, status: 'disabled' });
    expect((await setEnabled('questions', true)).status).toBe(200);
    expect((await host.api('GET', '/answer/api/v1/question/page')).status).toBe(200);
    expect((await host.api('GET', '/questions')).status).toBe(200);
  });

  it('serves an external plugin, its files and its pages only while enabled', async () => {
    expect((await host.api('GET', '/answer/api/v1/sample_config/greeting')).status).toBe(404);
    expect((await host.api('GET', '/plugins/sample_config/client/index.js')).status).toBe(404);
    expect((await host.api('GET', '/sample')).status).toBe(404);
    expect((await setEnabled('sample_config', true)).status).toBe(200);
    const greeting = await host.api<Envelope<{ greeting: string; has_key: boolean }>>('GET', '/answer/api/v1/sample_config/greeting');
    expect(greeting.status).toBe(200);
    expect(greeting.body.data).toEqual({ greeting: 'Hello', has_key: false });
    // installed while disabled: its migrations ran when it was enabled
    const notes = await host.api<Envelope<{ count: number }>>('GET', '/answer/api/v1/sample_config/notes');
    expect(notes.status).toBe(200);
    expect(notes.body.data).toEqual({ count: 0 });
    const bundle = await host.api<string>('GET', '/plugins/sample_config/client/index.js');
    expect(bundle.status).toBe(200);
    expect(bundle.body).toContain('System.register');
    expect((await host.api('GET', '/plugins/sample_config/server/index.mjs')).status).toBe(404);
    expect((await host.api('GET', '/plugins/sample_config/%2e%2e/%2e%2e/conf/config.yaml')).status).toBe(404);
    expect((await host.api('GET', '/plugins/sample_config/..%2f..%2fconf%2fconfig.yaml')).status).toBe(404);
    expect((await host.api('GET', '/plugins/accounts/plugin.json')).status).toBe(404);
    expect((await host.api('GET', '/sample')).status).toBe(200);
    expect((await host.api('GET', '/sample/details')).status).toBe(200);
  });

  it('applies the activeUser guard: 401 for guests, 403 inactive for unverified users', async () => {
    const guest = await host.api<Envelope>('GET', '/answer/api/v1/sample_config/members');
    expect(guest.status).toBe(401);
    const unverified = await host.api<Envelope>('GET', '/answer/api/v1/sample_config/members', { token: member });
    expect(unverified.status).toBe(403);
    expect(unverified.body.data).toEqual({ type: 'inactive' });
    const verified = await host.api<Envelope<{ user_id: string }>>('GET', '/answer/api/v1/sample_config/members', { token: admin });
    expect(verified.status).toBe(200);
    expect(verified.body.data.user_id).toBe('1');
  });

  it('answers an unexpected error with 500 base.unknown and no detail', async () => {
    const response = await host.api<Envelope>('GET', '/answer/api/v1/sample_config/crash');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ code: 500, reason: 'base.unknown', msg: 'Unknown error.', data: null });
    expect(JSON.stringify(response.body)).not.toContain('secret');
  });

  it('lists admin language options without Default', async () => {
    const response = await host.api<Envelope>('GET', '/answer/admin/api/language/options', { token: admin });
    expect(response.body.data).toEqual([
      { label: 'English', value: 'en_US', progress: 100 },
      { label: '简体中文', value: 'zh_CN', progress: 100 },
    ]);
  });

  it('describes a plugin config as schema, values without secrets and Answer config fields', async () => {
    const config = await getConfig();
    expect(config.slug_name).toBe('sample_config');
    expect(config.version).toBe('1.2.0');
    expect(config.values).toEqual({ greeting: 'Hello', mode: 'safe', notify: false });
    const fields = new Map(config.config_fields.map((field) => [field.name, field]));
    expect(config.config_fields[0].name).toBe('greeting');
    expect(fields.get('greeting')).toMatchObject({ type: 'input', title: 'Greeting', required: true, value: 'Hello', ui_options: { input_type: 'text', placeholder: 'Say hello' } });
    expect(fields.get('api_key')).toMatchObject({ type: 'input', value: '', ui_options: { input_type: 'password' } });
    expect(fields.get('mode')).toMatchObject({ type: 'select', options: [{ label: 'fast', value: 'fast' }, { label: 'safe', value: 'safe' }] });
    expect(fields.get('notify')).toMatchObject({ type: 'switch', value: false });
    expect(fields.get('contact')?.ui_options.input_type).toBe('email');
    const noConfig = await host.api('GET', '/answer/admin/api/plugin/config?plugin_slug_name=questions', { token: admin });
    expect(noConfig.status).toBe(404);
  });

  it('rejects a bad config with field errors and saves nothing', async () => {
    const tooLong = await putConfig({ greeting: 'x'.repeat(21), mode: 'fast' });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.data).toEqual([{ error_field: 'greeting', error_msg: 'Greeting up to 20 characters.' }]);
    expect(tooLong.body.msg).toBe('Greeting up to 20 characters.');
    const tooLongZh = await putConfig({ greeting: 'x'.repeat(21) }, 'zh_CN');
    expect(tooLongZh.body.data).toEqual([{ error_field: 'greeting', error_msg: '问候语最多 20 个字符。' }]);
    const several = await putConfig({ greeting: 'Hi', mode: 'turbo', contact: 'not-an-email', bogus: 1 });
    expect(several.status).toBe(400);
    expect(several.body.data).toEqual(
      expect.arrayContaining([
        { error_field: 'mode', error_msg: 'Not a valid option.' },
        { error_field: 'contact', error_msg: 'Invalid Email Address.' },
        { error_field: 'bogus', error_msg: 'Unknown field.' },
      ]),
    );
    const wrongType = await putConfig({ greeting: 42 });
    expect(wrongType.body.data).toEqual([{ error_field: 'greeting', error_msg: 'Must be a string.' }]);
    expect((await getConfig()).values).toEqual({ greeting: 'Hello', mode: 'safe', notify: false });
  });

  it('saves a valid config, keeps secrets server-side and exposes only client fields', async () => {
    const saved = await putConfig({ greeting: 'Welcome', api_key: 'secret-key-1', notify: true });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ code: 200, reason: 'base.success', data: null });
    const config = await getConfig();
    expect(config.values).toEqual({ greeting: 'Welcome', mode: 'safe', notify: true });
    expect(JSON.stringify(config)).not.toContain('secret-key-1');
    const seen = await host.api<Envelope<{ greeting: string; has_key: boolean }>>('GET', '/answer/api/v1/sample_config/greeting');
    expect(seen.body.data).toEqual({ greeting: 'Welcome', has_key: true });
    expect((await putConfig({ greeting: 'Welcome back', api_key: '' })).status).toBe(200);
    const kept = await host.api<Envelope<{ greeting: string; has_key: boolean }>>('GET', '/answer/api/v1/sample_config/greeting');
    expect(kept.body.data).toEqual({ greeting: 'Welcome back', has_key: true });
    const page = await host.api<string>('GET', '/');
    expect(page.body).not.toContain('secret-key-1');
    const boot = bootOf(page.body);
    expect(boot.mode).toBe('run');
    expect(boot.plugins.find((plugin) => plugin.id === 'sample_config')).toMatchObject({
      enabled: true,
      status: 'active',
      builtin: false,
      clientEntry: '/plugins/sample_config/client/index.js',
      config: { greeting: 'Welcome back' },
    });
    expect(boot.plugins.find((plugin) => plugin.id === 'accounts')?.clientEntry).toBeUndefined();
  });

  it('answers unknown pages with the app and a 404, kernel pages with 200', async () => {
    const unknown = await host.api<string>('GET', '/no/such/page');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('answer-boot');
    for (const page of ['/403', '/404', '/50x', '/maintenance', '/', '/users/login']) {
      expect((await host.api('GET', page)).status, page).toBe(200);
    }
    const unknownApi = await host.api<Envelope>('GET', '/answer/api/v1/no/such/thing');
    expect(unknownApi.status).toBe(404);
    expect(unknownApi.body).toMatchObject({ code: 404, reason: 'base.not_found' });
  });

  it('serves site info in the Answer 1.7 shape', async () => {
    const response = await host.api<Envelope<Record<string, Record<string, unknown>>>>('GET', '/answer/api/v1/siteinfo');
    expect(response.status).toBe(200);
    const data = response.body.data;
    for (const key of ['general', 'interface', 'branding', 'login', 'theme', 'custom_css_html', 'site_seo', 'site_users', 'site_write', 'site_legal']) {
      expect(typeof data[key], key).toBe('object');
    }
    expect(data.general.name).toBe('Answer Test');
    expect(data.login.login_required).toBe(false);
    expect(typeof data.version).toBe('string');
  });

  it('keeps plugin state across a restart and exits 0 on SIGTERM', async () => {
    expect(await host.stop()).toBe(0);
    host = await startHost({ dataDir, env: { WEB_DIR } });
    const status = await host.api<Envelope<{ slug_name: string; enabled: boolean }[]>>('GET', '/answer/api/v1/plugin/status');
    expect(status.body.data.find((item) => item.slug_name === 'sample_config')?.enabled).toBe(true);
    const greeting = await host.api<Envelope<{ greeting: string; has_key: boolean }>>('GET', '/answer/api/v1/sample_config/greeting');
    expect(greeting.body.data).toEqual({ greeting: 'Welcome back', has_key: true });
    expect((await host.api('GET', '/answer/admin/api/plugins', { token: admin })).status).toBe(200);
  });
});
