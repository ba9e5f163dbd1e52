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
 */
const apiProject = (name: string, files: InlineConfig) => ({
  resolve: { alias },
  test: { name, environment: 'node' as const, testTimeout: 60_000, hookTimeout: 120_000, globalSetup: ['tests/api/global-setup.ts'], ...files },
});

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'core/**/*.test.{ts,tsx}', 'sdk/**/*.test.{ts,tsx}', 'host/**/*.test.ts', 'plugins/*/client/**/*.test.{ts,tsx}', 'plugins/*/server/**/*.test.ts'],
          environment: 'node',
          maxWorkers: WORKERS,
          // @rjsf/react-bootstrap imports react-bootstrap folders, which Node's ESM loader refuses.
          server: { deps: { inline: [/@rjsf\/react-bootstrap/] } },
        },
      },
      apiProject('api', { include: API_TESTS, exclude: SERIAL_API_TESTS, maxWorkers: WORKERS }),
      apiProject('api-serial', { include: SERIAL_API_TESTS, fileParallelism: false, sequence: { groupOrder: 1 } }),
    ],
  },
});
