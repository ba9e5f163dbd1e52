#!/usr/bin/env node
// Builds a plugin folder into the folder the host loads: node scripts/build-plugin.mjs <pluginDir> [--out <dir>]
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const usage = 'usage: node scripts/build-plugin.mjs <pluginDir> [--out <dir>]';
const args = process.argv.slice(2);
let pluginDir;
let outDir;
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === '--out') outDir = args[++i];
  else if (args[i] === '--help' || args[i] === '-h') {
    console.log(usage);
    process.exit(0);
  } else if (!pluginDir) pluginDir = args[i];
  else {
    console.error(usage);
    process.exit(2);
  }
}
if (!pluginDir || (args.includes('--out') && !outDir)) {
  console.error(usage);
  process.exit(2);
}

const sdkBuild = fileURLToPath(new URL('../sdk/build/index.ts', import.meta.url));
const { buildPlugin } = await tsImport(pathToFileURL(sdkBuild).href, import.meta.url);
try {
  const result = await buildPlugin({ pluginDir, outDir });
  console.log(`built ${result.id} -> ${path.relative(process.cwd(), result.outDir) || '.'} (${result.files.length} files)`);
} catch (error) {
  console.error(`plugin build failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
