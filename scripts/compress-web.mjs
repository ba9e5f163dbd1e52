#!/usr/bin/env node
// Writes `<file>.br` and `<file>.gz` beside each built text asset in dist/web, so the host serves
// them as they are (@fastify/static `preCompressed`) instead of compressing on every request.
// Build time can afford the slowest, smallest settings. A copy is rewritten only when older than
// its file, so running this again after an unchanged build costs a directory walk.
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const WEB_DIR = path.join(root, 'dist', 'web');

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.html', '.json', '.txt', '.xml', '.webmanifest']);
// index.html is rendered per request with the boot data inlined, never sent as built.
const SKIPPED = new Set(['index.html']);

const encoders = {
  br: (data) =>
    brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
  gz: (data) => gzipSync(data, { level: constants.Z_BEST_COMPRESSION }),
};

function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function* compressibleFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* compressibleFiles(file);
    else if (entry.isFile() && COMPRESSIBLE.has(path.extname(entry.name)) && !SKIPPED.has(entry.name)) yield file;
  }
}

/** Brings every compressed copy under `dir` up to date; returns how many copies were written. */
export function compressWebApp(dir = WEB_DIR) {
  if (!existsSync(dir)) return 0;
  let written = 0;
  for (const file of compressibleFiles(dir)) {
    const sourceTime = mtime(file);
    let data = null;
    for (const [suffix, encode] of Object.entries(encoders)) {
      const copy = `${file}.${suffix}`;
      if (mtime(copy) >= sourceTime) continue;
      data ??= readFileSync(file);
      const compressed = encode(data);
      // A copy no smaller than the file is not worth a round of content negotiation.
      if (compressed.length >= data.length) {
        rmSync(copy, { force: true });
        continue;
      }
      writeFileSync(copy, compressed);
      written++;
    }
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ? path.resolve(process.argv[2]) : WEB_DIR;
  console.log(`compress-web: ${compressWebApp(dir)} compressed copies written in ${path.relative(root, dir) || '.'}`);
}
