import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Browser journeys, three files at a time: a journey spends much of its time waiting on its host,
 * its database and the browser, so on two cores three files at a time finished the journeys in
 * about 300 s where two took about 550 s. Each file starts its own host on a
 * free port with its own data directory, and its own Chromium.
 */
export default defineConfig({
  root,
  resolve: {
    alias: {
      '@answer/sdk/server': `${root}sdk/server/index.ts`,
      '@answer/sdk': `${root}sdk/client/index.ts`,
    },
  },
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    maxWorkers: 3,
    // the files of a worker share imported modules (playwright's client, the harness): what a
    // journey changes lives in its own host, data directory and browser
    isolate: false,
    // journeys on an installed site start on a copy of one install per run
    globalSetup: ['tests/e2e/global-setup.ts'],
    setupFiles: ['tests/e2e/failure-report.ts'],
  },
});
