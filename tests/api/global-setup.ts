/**
 * Global setup of the API test projects, run in vitest's own process before any file:
 * - the compiled host every API test host starts from (host-bundle.ts), unless `ANSWER_TEST_HOST=tsx`;
 * - a folder for the run's installed-site templates (site-templates.ts). The templates themselves
 *   are made by the first file that needs each database kind, so a run of SQLite-only files never
 *   installs on PostgreSQL.
 * The copies the files made of the templates are dropped in this process too (database-drops.ts).
 * Both reach the test files (and through them the hosts) in the environment, which vitest hands to
 * the processes it starts for the files. Both projects name this setup; the first one to run makes
 * the bundle and the folder, and removes them when the run ends (the template databases dropped).
 * Watch mode makes them again before each rerun, so they follow the sources.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { BUNDLE_DIR_VARIABLE } from './harness';
import { USE_BUILT_HOST, buildHostBundle, removeHostBundle } from './host-bundle';
import { startDropper } from './database-drops';
import { TEMPLATES_DIR_VARIABLE, removeTemplates } from './site-templates';

async function prepare(): Promise<void> {
  if (USE_BUILT_HOST) process.env[BUNDLE_DIR_VARIABLE] = await buildHostBundle();
  const templates = mkdtempSync(path.join(os.tmpdir(), 'answer-site-templates-'));
  process.env[TEMPLATES_DIR_VARIABLE] = templates;
  // the files' copied databases are dropped here, while other files run
  startDropper(templates);
}

async function remove(): Promise<void> {
  const bundle = process.env[BUNDLE_DIR_VARIABLE];
  const templates = process.env[TEMPLATES_DIR_VARIABLE];
  delete process.env[BUNDLE_DIR_VARIABLE];
  delete process.env[TEMPLATES_DIR_VARIABLE];
  if (bundle) removeHostBundle(bundle);
  if (templates) await removeTemplates(templates);
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env[TEMPLATES_DIR_VARIABLE]) return undefined; // the other API project's setup made them
  await prepare();
  project.onTestsRerun(async () => {
    await remove();
    await prepare();
  });
  return remove;
}
