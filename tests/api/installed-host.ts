/**
 * A host serving an installed site, for a test file whose subject is not the installer: a copy of
 * the run's installed site (site-templates.ts) when the run has templates, else the installer.
 */
import type { FreshDatabase } from './databases';
import { installSite, login, startHost, type DatabaseKind, type InstalledSite, type RunningHost, type StartOptions } from './harness';
import { copySite, TEMPLATES_DIR_VARIABLE } from './site-templates';

export interface InstalledHostOptions extends Omit<StartOptions, 'prepare'> {
  /**
   * Install through the installer API even where a copy would do: plugin folders put into the
   * data directory take part in an install (migrations, seeds) and the templates have none.
   */
  installer?: boolean;
}

export interface InstalledHost {
  host: RunningHost;
  /** The site's database (drop it after the host stopped) and the admin's access token. */
  site: InstalledSite;
}

async function withInstaller(kind: DatabaseKind, options: StartOptions): Promise<InstalledHost> {
  const host = await startHost(options);
  try {
    return { host, site: await installSite(host, kind) };
  } catch (error) {
    await host.stop();
    throw error;
  }
}

/**
 * `ANSWER_TEST_NO_TEMPLATES=1` installs through the installer in every file again: for ruling the
 * copies out when a failure looks like it could come from them.
 */
const NO_TEMPLATES = process.env.ANSWER_TEST_NO_TEMPLATES === '1';

/** Starts a host on an installed site of `kind` (the standard admin, logged in). */
export async function startInstalledHost(kind: DatabaseKind, options: InstalledHostOptions = {}): Promise<InstalledHost> {
  const { installer, ...start } = options;
  const templates = process.env[TEMPLATES_DIR_VARIABLE];
  if (installer || NO_TEMPLATES || !templates) return withInstaller(kind, start);

  // set by startHost once the port is known, before the host starts on the copy
  const copy: { database?: FreshDatabase } = {};
  const dropDatabase = () => copy.database?.drop().catch(() => undefined);
  let host: RunningHost;
  try {
    host = await startHost({
      ...start,
      prepare: async (place) => {
        copy.database = await copySite(templates, kind, place);
      },
    });
  } catch (error) {
    await dropDatabase();
    throw error;
  }
  try {
    if (!copy.database) throw new Error('the host started without its copy of the site');
    return { host, site: { database: copy.database, adminToken: await login(host) } };
  } catch (error) {
    await host.stop();
    await dropDatabase();
    throw error;
  }
}
