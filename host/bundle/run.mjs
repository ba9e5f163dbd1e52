// Starts a compiled host (scripts/build-host.mjs): `node <build>/run.mjs`, from the build folder
// that this file is copied into. Before the host runs, it tells the host's plugin loader where
// each built-in plugin's compiled entry is (host/src/plugins/entry-import.ts).
//
// A plugin from the data directory is imported as it is, with two things prepared at its first
// import and only then, so a site without one runs without either: loader hooks that resolve its
// `@answer/sdk/server` to this build's copy of the sdk (the one the host itself uses), and tsx
// when its entry is TypeScript. Hooks run on a thread of their own (a V8 instance, a few MB), and
// tsx compiles in the process, which is why neither is there from the start.
import { readFileSync } from 'node:fs';
import { register } from 'node:module';

const here = (file) => new URL(file, import.meta.url).href;
const manifest = JSON.parse(readFileSync(new URL('./bundle.json', import.meta.url), 'utf8'));
const builtIn = new Map(Object.entries(manifest.plugins).map(([source, compiled]) => [here(source), here(compiled)]));
const sdkRedirects = { '@answer/sdk/server': here(manifest.sdkServer.module), [here(manifest.sdkServer.source)]: here(manifest.sdkServer.module) };
const TYPESCRIPT = /\.[cm]?tsx?$/;

let hooked = false;
let typescript = false;

async function prepareFor(url) {
  if (TYPESCRIPT.test(url) && !typescript) {
    await import('tsx');
    typescript = true;
    // the hooks registered last run first: ours again, ahead of tsx's own resolution of the sdk
    hooked = false;
  }
  if (!hooked) {
    register('./hooks.mjs', import.meta.url, { data: { redirects: sdkRedirects } });
    hooked = true;
  }
}

const { setEntryImporter } = await import(here(manifest.entryImport));
setEntryImporter(async (url) => {
  const compiled = builtIn.get(url);
  if (compiled) return import(compiled);
  await prepareFor(url);
  return import(url);
});
await import(here(manifest.main));
