import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Browser journeys: one host and one Chromium at a time, so two cores are enough. */
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
    fileParallelism: false,
  },
});
