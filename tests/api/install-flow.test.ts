/**
 * The installer API end to end on SQLite, PostgreSQL and MariaDB, each in a fresh database:
 * language, database check, config file, every base-info rule, the install, and what comes after.
 */
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { DatabaseInput } from '@answer/sdk/server';
import { ADMIN, baseInfo, freshDatabase, startHost, tempDataDir, type DatabaseKind, type Envelope, type FreshDatabase, type RunningHost } from './harness';
import { openTestDatabase } from './test-database';

const kinds: DatabaseKind[] = ['sqlite', 'postgres', 'mysql'];

type FieldErrors = { error_field: string; error_msg: string }[];
type InstallState = { config_file_exist: boolean; db_connection_success: boolean; db_table_exist: boolean };

/** A body naming a database that cannot be reached with it. */
function unreachable(database: FreshDatabase, host: RunningHost): DatabaseInput {
  if (database.body.db_type === 'sqlite3') {
    // a path below a regular file can never be created, even by root
    writeFileSync(path.join(host.dataDir, 'conf-is-a-file'), '');
    return { db_type: 'sqlite3', db_file: path.join(host.dataDir, 'conf-is-a-file', 'answer.db') };
  }
  // trust authentication accepts any PostgreSQL password, so an unknown role stands for bad credentials there
  if (database.body.db_type === 'postgres') return { ...database.body, db_username: 'no_such_role_for_answer' };
  return { ...database.body, db_password: 'wrong-password' };
}

async function tableNames(db: DatabaseInput, dataDir: string): Promise<string[]> {
  if (db.db_type === 'sqlite3' && !existsSync(path.resolve(dataDir, db.db_file ?? 'answer.db'))) return [];
  const connection: Kysely<unknown> = openTestDatabase(db, dataDir);
  try {
    return (await connection.introspection.getTables()).map((table) => table.name);
  } finally {
    await connection.destroy();
  }
}

describe.each(kinds)('install on %s', (kind) => {
  let host: RunningHost;
  let database: FreshDatabase;
  const configFile = () => path.join(host.dataDir, 'conf', 'config.yaml');
  const state = async () => (await host.api<Envelope<InstallState>>('POST', '/installation/config-file/check')).body.data;

  // owned here, not by the harness, so the site survives a restart
  const dataDir = tempDataDir();

  beforeAll(async () => {
    host = await startHost({ dataDir });
    database = await freshDatabase(kind);
  });

  afterAll(async () => {
    await host?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('offers the languages and their translations', async () => {
    const options = await host.api<Envelope<{ label: string; value: string }[]>>('GET', '/installation/language/options');
    expect(options.status).toBe(200);
    expect(options.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ value: 'en_US' }), expect.objectContaining({ value: 'zh_CN' })]));

    const config = await host.api<Envelope<Record<string, Record<string, unknown>>>>('GET', '/installation/language/config?lang=zh_CN');
    expect(config.status).toBe(200);
    expect(config.body.data.installer).toMatchObject({ next: '下一步' });

    const unknown = await host.api<Envelope>('GET', '/installation/language/config?lang=xx_XX');
    expect(unknown.status).toBe(400);
  });

  it('starts with no config file', async () => {
    expect(await state()).toEqual({ config_file_exist: false, db_connection_success: false, db_table_exist: false });
  });

  it('checks the database with a real connection', async () => {
    const ok = await host.api<Envelope<{ connection_success: boolean }>>('POST', '/installation/db/check', { body: database.body });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ connection_success: true });
    expect(existsSync(configFile())).toBe(false);
  });

  it('says "database connection failed" for bad credentials and writes nothing', async () => {
    const bad = unreachable(database, host);
    for (const route of ['/installation/db/check', '/installation/init']) {
      const response = await host.api<Envelope<{ err_type: string }>>('POST', route, { body: bad });
      expect(response.status).toBe(400);
      expect(response.body.reason).toBe('database.connection_failed');
      expect(response.body.msg).toBe('Database connection failed.');
      expect(response.body.data).toEqual({ err_type: 'alert' });
    }
    const chinese = await host.api<Envelope>('POST', '/installation/db/check', { body: bad, lang: 'zh-CN' });
    expect(chinese.body.msg).toBe('数据库连接失败。');
    expect(existsSync(configFile())).toBe(false);
    expect(await tableNames(database.body, host.dataDir)).toEqual([]);
  });

  it('puts database field errors on their fields', async () => {
    const body = database.body.db_type === 'sqlite3' ? { db_type: 'sqlite3', db_file: '' } : { db_type: database.body.db_type, db_host: database.body.db_host };
    const response = await host.api<Envelope<FieldErrors>>('POST', '/installation/db/check', { body });
    expect(response.status).toBe(400);
    expect(response.body.reason).toBe('base.request_format_error');
    const expected =
      database.body.db_type === 'sqlite3'
        ? [{ error_field: 'db_file', error_msg: 'Database file cannot be empty.' }]
        : [
            { error_field: 'db_username', error_msg: 'Username cannot be empty.' },
            { error_field: 'db_name', error_msg: 'Database name cannot be empty.' },
          ];
    expect(response.body.data).toEqual(expect.arrayContaining(expected));
    expect(response.body.data).toHaveLength(expected.length);
  });

  it('writes the config file at init', async () => {
    const response = await host.api<Envelope<{ success: boolean }>>('POST', '/installation/init', { body: database.body });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ success: true });
    expect(existsSync(configFile())).toBe(true);
    expect(await state()).toEqual({ config_file_exist: true, db_connection_success: true, db_table_exist: false });
  });

  const rules: [string, unknown, string][] = [
    ['site_name', '', 'Site name cannot be empty.'],
    ['site_name', 'x'.repeat(31), 'Site name must be at maximum 30 characters in length.'],
    ['site_url', '', 'Site URL cannot be empty.'],
    ['site_url', `https://example.com/${'a'.repeat(493)}`, 'Site URL must be at maximum 512 characters in length.'],
    ['site_url', 'not a url', 'Site URL incorrect format.'],
    ['site_url', 'ftp://example.com', 'Site URL incorrect format.'],
    ['contact_email', '', 'Contact email cannot be empty.'],
    ['contact_email', 'contact.example.com', 'Contact email incorrect format.'],
    ['name', '', 'Name must be between 2 to 30 characters in length.'],
    ['name', 'a', 'Name must be between 2 to 30 characters in length.'],
    ['name', 'a'.repeat(31), 'Name must be between 2 to 30 characters in length.'],
    ['name', 'Admin User', 'Must use the character set "a-z", "0-9", " - . _".'],
    ['password', '', 'Password must be at least 8 characters in length.'],
    ['password', 'short12', 'Password must be at least 8 characters in length.'],
    ['password', 'p'.repeat(33), 'Password must be at maximum 32 characters in length.'],
    ['email', '', 'Email cannot be empty.'],
    ['email', 'admin@', 'Email incorrect format.'],
  ];

  it.each(rules)('rejects %s = %j with its message on the field, installing nothing', async (field, value, message) => {
    const response = await host.api<Envelope<FieldErrors>>('POST', '/installation/base-info', { body: baseInfo(host, { [field]: value }) });
    expect(response.status).toBe(400);
    expect(response.body.reason).toBe('base.request_format_error');
    expect(response.body.data).toEqual([{ error_field: field, error_msg: message }]);
    expect(response.body.msg).toBe(message);
    expect((await state()).db_table_exist).toBe(false);
  });

  it('names every missing field at once', async () => {
    const response = await host.api<Envelope<FieldErrors>>('POST', '/installation/base-info', { body: { lang: 'en_US' } });
    expect(response.status).toBe(400);
    expect(response.body.data.map((item) => item.error_field).sort()).toEqual(['contact_email', 'email', 'name', 'password', 'site_name', 'site_url']);
  });

  it('translates the messages into the request language', async () => {
    const response = await host.api<Envelope<FieldErrors>>('POST', '/installation/base-info', {
      body: baseInfo(host, { site_name: 'x'.repeat(31) }),
      lang: 'zh-CN',
    });
    expect(response.body.data).toEqual([{ error_field: 'site_name', error_msg: '站点名称长度不能超过 30 个字符。' }]);
  });

  it('installs the site', async () => {
    const response = await host.api<Envelope>('POST', '/installation/base-info', { body: baseInfo(host, { site_url: `${host.url}/` }) });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.reason).toBe('base.success');
    expect(await state()).toEqual({ config_file_exist: true, db_connection_success: true, db_table_exist: true });
  });

  it('lets the admin log in', async () => {
    const response = await host.api<Envelope<{ access_token: string; role_id: number; username: string }>>('POST', '/answer/api/v1/user/login/email', {
      body: { e_mail: ADMIN.email, pass: ADMIN.password },
    });
    if (response.status === 404) return; // no accounts plugin in this build
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ username: ADMIN.name, role_id: 2 });
    expect(response.body.data.access_token).toBeTruthy();
  });

  it('serves the seeded site settings', async () => {
    const response = await host.api<Envelope<Record<string, Record<string, unknown>>>>('GET', '/answer/api/v1/siteinfo');
    expect(response.status).toBe(200);
    const info = response.body.data;
    expect(info.general).toMatchObject({ name: 'Answer Test', site_url: host.url, contact_email: ADMIN.email, description: '', short_description: '' });
    expect(info.interface).toMatchObject({ language: 'en_US', time_zone: 'UTC' });
    expect(info.login).toMatchObject({ allow_new_registrations: true, allow_email_registrations: true, allow_password_login: true, login_required: false });
    expect(info.theme).toMatchObject({ theme: 'default', color_scheme: 'system', theme_config: { default: { navbar_style: 'colored', primary_color: '#0033ff' } } });
    expect(info.site_seo).toMatchObject({ permalink: 1 });
    expect(String(info.site_seo.robots)).toContain('Disallow: /install');
    expect(String(info.site_seo.robots)).toContain(`Sitemap: ${host.url}/sitemap.xml`);
    expect(info.custom_css_html).toEqual({ custom_css: '', custom_head: '', custom_header: '', custom_footer: '', custom_sidebar: '' });
  });

  it('refuses to install twice', async () => {
    for (const [route, body] of [
      ['/installation/db/check', database.body],
      ['/installation/init', database.body],
      ['/installation/base-info', baseInfo(host)],
    ] as const) {
      const response = await host.api<Envelope>('POST', route, { body });
      expect(response.status).toBe(400);
      expect(response.body.reason).toBe('installation.already_installed');
      expect(response.body.msg).toBe('The site is already installed.');
    }
  });

  it('comes back installed after a restart, still answering the installer', async () => {
    await host.kill().catch(() => undefined);
    host = await startHost({ dataDir });
    expect(await state()).toEqual({ config_file_exist: true, db_connection_success: true, db_table_exist: true });
    const page = await host.api<string>('GET', '/install');
    expect(page.status).toBe(200);
    const siteinfo = await host.api<Envelope<{ general: { name: string } }>>('GET', '/answer/api/v1/siteinfo');
    expect(siteinfo.body.data.general.name).toBe('Answer Test');
  });
});
