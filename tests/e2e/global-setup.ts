/**
 * Global setup of the browser tests: the run's compiled host (tests/api/host-bundle.ts, the build
 * `npm start` runs), unless `ANSWER_TEST_HOST=tsx`, and a folder for the run's installed-site
 * templates (tests/api/site-templates.ts), so journeys on an installed site start on a copy of one
 * install. Both reach the hosts through the environment; both are removed when the run ends.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUNDLE_DIR_VARIABLE } from '../api/harness';
import { USE_BUILT_HOST, buildHostBundle, removeHostBundle } from '../api/host-bundle';
import { TEMPLATES_DIR_VARIABLE, removeTemplates } from '../api/site-templates';

export default async function setup(): Promise<() => Promise<void>> {
  const bundle = USE_BUILT_HOST ? await buildHostBundle() : null;
  if (bundle) process.env[BUNDLE_DIR_VARIABLE] = bundle;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'answer-site-templates-'));
  process.env[TEMPLATES_DIR_VARIABLE] = dir;
  return async () => {
    delete process.env[BUNDLE_DIR_VARIABLE];
    delete process.env[TEMPLATES_DIR_VARIABLE];
    if (bundle) removeHostBundle(bundle);
    await removeTemplates(dir);
  };
}
