/**
 * The compiled host of one test run (scripts/build-host.mjs, the build `npm start` runs), in a
 * folder of its own: a run never starts a build older than the sources it tests, nor one that
 * another run is replacing. Compiled, a host starts in about half the time it takes from the
 * TypeScript sources through tsx, and API test files start about two hundred hosts a run.
 *
 * The folder is under node_modules/.cache: the few npm packages the build leaves out (its
 * EXTERNAL_PACKAGES) load from the checkout's node_modules, which Node finds by walking up from
 * it. `ANSWER_TEST_HOST=tsx` starts the hosts from the sources instead (for a failure that might
 * come from compiling).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildHost } from '../../scripts/build-host.mjs';
import { ROOT_DIR } from './harness';

/** Whether this run's hosts start compiled (the default) rather than from the sources. */
export const USE_BUILT_HOST = process.env.ANSWER_TEST_HOST !== 'tsx';

/** Compiles the host into a new folder under node_modules/.cache; returns the folder. */
export async function buildHostBundle(): Promise<string> {
  const parent = path.join(ROOT_DIR, 'node_modules', '.cache', 'answer-test-host');
  mkdirSync(parent, { recursive: true });
  const outDir = mkdtempSync(path.join(parent, 'run-'));
  try {
    return await buildHost(outDir);
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
}

export function removeHostBundle(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
