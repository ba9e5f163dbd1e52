// Runs a host bundle (tests/api/host-bundle.ts), whose folder ANSWER_HOST_BUNDLE_DIR names:
// `node run.mjs`. First it loads every bundled module but main, with no loader hooks installed:
// once hooks are installed, Node resolves and loads each further module through them on a
// thread of their own, which cost a host start about a second. Then it installs the hooks that
// redirect the host's imports of plugin entries (by source path) to their bundled modules, and
// runs main. The plugin modules are evaluated before main runs rather than when the host imports
// them; none does anything at load but define its plugin.
import { readFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';

const dir = process.env.ANSWER_HOST_BUNDLE_DIR;
if (!dir) throw new Error('ANSWER_HOST_BUNDLE_DIR names no host bundle');
const manifest = JSON.parse(readFileSync(path.join(dir, 'bundle.json'), 'utf8'));
for (const url of manifest.preload) await import(url);
register('./hooks.mjs', import.meta.url, { data: { redirects: manifest.redirects } });
await import(manifest.main);
