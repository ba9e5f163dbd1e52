import { defineConfig } from 'vitest/config';
import type { InlineConfig } from 'vitest/node';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const alias = {
  '@answer/sdk/server': `${root}sdk/server/index.ts`,
  '@answer/sdk': `${root}sdk/client/index.ts`,
};

/**
 * Test files at once. An API test file spends most of its time waiting on the host it started and
 * on the database: with one file per core a run of the suite kept two cores only two-thirds busy,
 * so one file more than there are cores, up to four.
 */
const WORKERS = Math.min(4, availableParallelism() + 1);

/**
 * API tests that must have the machine to themselves: they kill hosts at chosen moments (crash
 * safety) or put a load on one (the benchmarks' own tests). They run after the others, one at a time.
 */
const SERIAL_API_TESTS = ['tests/api/crash-safety*.test.ts', 'tests/api/bench-*.test.ts'];
const API_TESTS = ['tests/api/**/*.test.ts', 'plugins/*/tests/api/**/*.test.ts'];

/**
 * An API test project: a real host per file, so long timeouts. The hosts start from one bundle of
 * the host per run, on copies of the run's installed sites (tests/api/global-setup.ts).
 *
 * The files of a worker share their imported modules (`isolate: false`): importing the harness,
 * the database drivers and the sdk afresh for each file had the test workers use 540 s of CPU in
 * a run, 350 s without. What a file changes lives in its own hosts and databases, never in a
 * shared module.
 */
const apiProject = (name: string, files: InlineConfig) => ({
  resolve: { alias },
  test: { name, environment: 'node' as const, isolate: false, testTimeout: 60_000, hookTimeout: 120_000, globalSetup: ['tests/api/global-setup.ts'], ...files },
});

/** The folders unit tests live in (their `.test.ts` and `.test.tsx` files). */
export const UNIT_TEST_DIRS = ['tests/unit', 'core', 'sdk', 'host', 'plugins/*/client', 'plugins/*/server'];
const UNIT_TESTS = UNIT_TEST_DIRS.map((dir) => `${dir}/**/*.test.{ts,tsx}`);

/**
 * Unit tests that render into a DOM (happy-dom or jsdom, named by a `@vitest-environment` line):
 * components (`.test.tsx`) and the few `.dom.test.ts` files. Each runs on modules of its own, as
 * React and the DOM libraries keep the window they were first imported with.
 */
const DOM_UNIT_TESTS = UNIT_TEST_DIRS.map((dir) => `${dir}/**/*.{test.tsx,dom.test.ts}`);

const unitProject = (name: string, files: InlineConfig) => ({
  resolve: { alias },
  test: {
    name,
    environment: 'node' as const,
    maxWorkers: WORKERS,
    // @rjsf/react-bootstrap imports react-bootstrap folders, which Node's ESM loader refuses.
    server: { deps: { inline: [/@rjsf\/react-bootstrap/] } },
    ...files,
  },
});

export default defineConfig({
  test: {
    projects: [
      // the files of a worker share their imported modules: importing them afresh for each file
      // was over half of the unit run's time (tests/unit/test-projects.test.ts keeps DOM tests out)
      unitProject('unit', { include: UNIT_TESTS, exclude: DOM_UNIT_TESTS, isolate: false }),
      unitProject('unit-dom', { include: DOM_UNIT_TESTS }),
      apiProject('api', { include: API_TESTS, exclude: SERIAL_API_TESTS, maxWorkers: WORKERS }),
      apiProject('api-serial', { include: SERIAL_API_TESTS, fileParallelism: false, sequence: { groupOrder: 1 } }),
    ],
  },
});
