/** Headless install from environment variables (`AUTO_INSTALL=true`), as containers start the site. */
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, freshDatabase, login, startHost, tempDataDir, type Envelope, type FreshDatabase, type RunningHost } from './harness';

const SITE = {
  AUTO_INSTALL: 'true',
  LANGUAGE: 'zh_CN',
  SITE_NAME: 'Headless site',
  SITE_URL: 'http://localhost:9080',
  CONTACT_EMAIL: 'contact@example.com',
  ADMIN_NAME: ADMIN.name,
  ADMIN_PASSWORD: ADMIN.password,
  ADMIN_EMAIL: ADMIN.email,
};

type InstallState = { config_file_exist: boolean; db_connection_success: boolean; db_table_exist: boolean };

describe('headless install', () => {
  const dirs: string[] = [];
  const hosts: RunningHost[] = [];
  const databases: FreshDatabase[] = [];
  const dataDir = () => {
    const dir = tempDataDir();
    dirs.push(dir);
    return dir;
  };
  const start = async (...args: Parameters<typeof startHost>) => {
    const host = await startHost(...args);
    hosts.push(host);
    return host;
  };
  /** Starts a host that is expected to exit; resolves to the error text, or null if it stayed up. */
  const startupFailure = (env: Record<string, string>): Promise<string | null> =>
    start({ dataDir: dataDir(), env, timeout: 30_000 }).then(
      () => null,
      (error: unknown) => String(error),
    );

  afterAll(async () => {
    for (const host of hosts) await host.stop().catch(() => undefined);
    for (const database of databases) await database.drop().catch(() => undefined);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('installs on SQLite at start-up and serves the site', async () => {
    const dir = dataDir();
    const host = await start({ dataDir: dir, env: { ...SITE, DB_TYPE: 'sqlite3', DB_FILE: 'site.db' } });
    const state = await host.api<Envelope<InstallState>>('POST', '/installation/config-file/check');
    expect(state.body.data).toEqual({ config_file_exist: true, db_connection_success: true, db_table_exist: true });
    const siteinfo = await host.api<Envelope<{ general: { name: string }; interface: { language: string } }>>('GET', '/answer/api/v1/siteinfo');
    expect(siteinfo.body.data.general.name).toBe('Headless site');
    expect(siteinfo.body.data.interface.language).toBe('zh_CN');
    const probe = await host.api('POST', '/answer/api/v1/user/login/email', { body: { e_mail: ADMIN.email, pass: ADMIN.password } });
    if (probe.status !== 404) expect(await login(host)).toBeTruthy();

    // a container restarts with the same variables: the installed site is left as it is
    await host.stop();
    const again = await start({ dataDir: dir, env: { ...SITE, SITE_NAME: 'Other name', DB_TYPE: 'sqlite3', DB_FILE: 'site.db' } });
    const after = await again.api<Envelope<{ general: { name: string } }>>('GET', '/answer/api/v1/siteinfo');
    expect(after.body.data.general.name).toBe('Headless site');
  });

  it('installs on PostgreSQL', async () => {
    const database = await freshDatabase('postgres');
    databases.push(database);
    const host = await start({
      dataDir: dataDir(),
      env: {
        ...SITE,
        DB_TYPE: 'postgres',
        DB_HOST: database.body.db_host ?? '',
        DB_USERNAME: database.body.db_username ?? '',
        DB_PASSWORD: '',
        DB_NAME: database.body.db_name ?? '',
      },
    });
    const siteinfo = await host.api<Envelope<{ general: { name: string } }>>('GET', '/answer/api/v1/siteinfo');
    expect(siteinfo.status).toBe(200);
    expect(siteinfo.body.data.general.name).toBe('Headless site');
  });

  it('stops with the problems by variable name when a value is invalid', async () => {
    const failure = await startupFailure({ ...SITE, DB_TYPE: 'sqlite3', SITE_URL: 'localhost', ADMIN_PASSWORD: 'short', SITE_NAME: 'x'.repeat(31) });
    expect(failure).toMatch(/The host exited \(1\)/);
    expect(failure).toContain('SITE_URL: Site URL incorrect format.');
    expect(failure).toContain('ADMIN_PASSWORD: Password must be at least 8 characters in length.');
    expect(failure).toContain('SITE_NAME: Site name must be at maximum 30 characters in length.');
  });

  it('stops when the database cannot be reached', async () => {
    const failure = await startupFailure({
      ...SITE,
      DB_TYPE: 'mysql',
      DB_HOST: '127.0.0.1:3306',
      DB_USERNAME: 'root',
      DB_PASSWORD: 'wrong-password',
      DB_NAME: 'answer',
    });
    expect(failure).toMatch(/The host exited \(1\)/);
    expect(failure).toContain('Database connection failed');
  });
});
