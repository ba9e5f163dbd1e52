/**
 * Global setup of the browser tests: a folder for the run's installed-site templates
 * (tests/api/site-templates.ts), so journeys on an installed site start on a copy of one install.
 * The hosts themselves start through tsx, as `npm start` does (no host bundle here).
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEMPLATES_DIR_VARIABLE, removeTemplates } from '../api/site-templates';

export default function setup(): () => Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'answer-site-templates-'));
  process.env[TEMPLATES_DIR_VARIABLE] = dir;
  return async () => {
    delete process.env[TEMPLATES_DIR_VARIABLE];
    await removeTemplates(dir);
  };
}
