/**
 * The host's own list of API routes (`npm run routes`), read once per test file: hardening tests
 * walk it so that a route added later is covered without being named anywhere.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RouteEntry } from '../../host/src/http/route-table';
import { ROOT_DIR } from './harness';

export type { RouteEntry };

let cached: readonly RouteEntry[] | null = null;

export function hostRouteTable(): readonly RouteEntry[] {
  if (cached) return cached;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'answer-routes-'));
  try {
    const output = execFileSync(process.execPath, ['--import', 'tsx', 'host/src/routes-cli.ts', '--compact'], {
      cwd: ROOT_DIR,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    cached = JSON.parse(output) as RouteEntry[];
    return cached;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `GET /answer/api/v1/question/info`: how tables in the repo name a route. */
export const routeKey = (route: Pick<RouteEntry, 'method' | 'url'>): string => `${route.method} ${route.url}`;
