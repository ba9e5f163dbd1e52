/**
 * A site for one journey: a fresh data directory, plugin folders copied into it before the host
 * starts (the host discovers plugins at start-up), and the real host started by the API test
 * harness on a free port, optionally installed on SQLite: a copy of the run's install
 * (tests/api/site-templates.ts), or through the installer API when plugins join the install.
 */
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { ADMIN, ROOT_DIR, startHost, tempDataDir, type RunningHost } from '../api/harness';
import { startInstalledHost, type InstalledHost } from '../api/installed-host';

export { ADMIN };
export const ROOT = ROOT_DIR;
/** Where scripts/e2e.mjs builds the sample plugin and the broken fixtures. */
export const BUILT_PLUGINS = path.join(ROOT_DIR, 'dist', 'e2e-plugins');
/** The site name the harness installs with. */
export const SITE_NAME = 'Answer Test';

export interface Site {
  host: RunningHost;
  url: string;
  dataDir: string;
  /** The admin's access token, when the site was installed. */
  adminToken: string | null;
  stop(): Promise<void>;
}

export interface SiteOptions {
  /** Ids of plugin folders built by scripts/e2e.mjs, copied into `<DATA_DIR>/plugins`. */
  plugins?: string[];
  /** Install on SQLite before the journey starts (the standard admin, logged in). */
  installed?: boolean;
  /** Serve the site under a path such as `/community`. */
  basePath?: string;
}

export async function startSite(options: SiteOptions = {}): Promise<Site> {
  const dataDir = tempDataDir();
  for (const id of options.plugins ?? []) {
    await cp(path.join(BUILT_PLUGINS, id), path.join(dataDir, 'plugins', id), { recursive: true });
  }
  let installed: InstalledHost | null = null;
  let host: RunningHost;
  try {
    if (options.installed) {
      // plugin folders in the data directory join an install, so those sites run the installer
      installed = await startInstalledHost('sqlite', { dataDir, basePath: options.basePath, installer: Boolean(options.plugins?.length) });
      host = installed.host;
    } else {
      host = await startHost({ dataDir, basePath: options.basePath });
    }
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const site = installed?.site;
  const stop = async () => {
    await host.stop();
    await site?.database.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { host, url: host.url, dataDir, adminToken: site?.adminToken ?? null, stop };
}

interface Envelope<T> {
  code: number;
  reason: string;
  msg: string;
  data: T;
}

/** One API call; resolves to the HTTP status and the envelope. */
export async function api<T = unknown>(site: Site, method: string, apiPath: string, options: { body?: unknown; token?: string } = {}) {
  return site.host.api<Envelope<T>>(method, apiPath, { ...options, lang: 'en_US' });
}

/** Points the site's mail at `mailbox` as an admin does (Settings, SMTP: no encryption, no login). */
export async function deliverMailTo(site: Site, mailbox: { port: number }): Promise<void> {
  const { status, body } = await api(site, 'PUT', '/answer/admin/api/setting/smtp', {
    token: site.adminToken ?? '',
    body: { from_email: 'noreply@example.com', from_name: 'Answer Test', smtp_host: '127.0.0.1', smtp_port: mailbox.port, encryption: '', smtp_authentication: false },
  });
  if (status !== 200) throw new Error(`Could not set the SMTP server (${status}): ${JSON.stringify(body)}`);
}

export async function setPluginEnabled(site: Site, id: string, enabled: boolean): Promise<void> {
  if (!site.adminToken) throw new Error('The site is not installed');
  const { status, body } = await api(site, 'PUT', '/answer/admin/api/plugin/status', {
    token: site.adminToken,
    body: { plugin_slug_name: id, enabled },
  });
  if (status !== 200) throw new Error(`Could not set ${id} enabled=${enabled} (${status}): ${JSON.stringify(body)}`);
}

/** The admin asks `question` with one tag through the API; resolves to the question's path. */
export async function askAsAdmin(site: Site, question: { title: string; content: string }, tag: { slug_name: string; display_name: string }): Promise<string> {
  const asked = await api<{ id: string }>(site, 'POST', '/answer/api/v1/question', {
    token: site.adminToken ?? '',
    body: { ...question, tags: [{ ...tag, original_text: '' }] },
  });
  if (asked.status !== 200) throw new Error(`Could not ask "${question.title}" (${asked.status}): ${JSON.stringify(asked.body)}`);
  return `/questions/${asked.body.data.id}`;
}

/** The admin adds active members (Admin → Users → Add), who can log in at once. */
export async function addMembers(site: Site, ...people: { display_name: string; email: string; password: string }[]): Promise<void> {
  for (const person of people) {
    const added = await api(site, 'POST', '/answer/admin/api/user', { token: site.adminToken ?? '', body: person });
    if (added.status !== 200) throw new Error(`Could not add ${person.email} (${added.status}): ${JSON.stringify(added.body)}`);
  }
}
