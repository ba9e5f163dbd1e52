// Modification times for the "is the build older than its sources" checks of ensure-ready.mjs and
// build-host.mjs.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** Newest modification time under `target` (a file or a folder), skipping build output. */
export function newest(target) {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const name of readdirSync(target)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    latest = Math.max(latest, newest(path.join(target, name)));
  }
  return latest;
}
