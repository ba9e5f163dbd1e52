import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { builtinPluginsModule } from './host/build/builtin-plugins-module';
import { builtinChunks, preloadKernel, reactRouterProduction } from './host/build/web-chunks';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The browser app: the kernel plus the built-in plugins, each plugin page its own chunk and the
 * built-ins' entries and lazy contributions grouped (host/build/web-chunks.ts).
 */
export default defineConfig({
  root: `${root}core`,
  base: './',
  plugins: [react(), builtinPluginsModule(root), builtinChunks(root), reactRouterProduction(root), preloadKernel(root)],
  resolve: {
    alias: {
      '@answer/sdk': `${root}sdk/client/index.ts`,
    },
  },
  build: {
    outDir: `${root}dist/web`,
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    // Every browser the site supports knows <link rel="modulepreload">; the polyfill is dead weight.
    modulePreload: { polyfill: false },
  },
});
