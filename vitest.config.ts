import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const alias = {
  '@answer/sdk/server': `${root}sdk/server/index.ts`,
  '@answer/sdk': `${root}sdk/client/index.ts`,
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'core/**/*.test.{ts,tsx}', 'sdk/**/*.test.{ts,tsx}', 'host/**/*.test.ts', 'plugins/*/client/**/*.test.{ts,tsx}', 'plugins/*/server/**/*.test.ts'],
          environment: 'node',
          // @rjsf/react-bootstrap imports react-bootstrap folders, which Node's ESM loader refuses.
          server: { deps: { inline: [/@rjsf\/react-bootstrap/] } },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'plugins/*/tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
