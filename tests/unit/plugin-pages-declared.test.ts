/**
 * A page a plugin contributes must also be listed in its plugin.json (`contributes.routes`): the
 * host answers a full page load of any other path with status 404, so an unlisted page opens
 * for a visitor clicking through the site but not from a bookmark, a mail link or a reload.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../api/harness';

const PLUGINS_DIR = path.join(ROOT_DIR, 'plugins');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Paths written as literals in `routePoint.contribute(id, { path: '...' ...})` calls. */
function contributedPages(clientDir: string): string[] {
  const pages: string[] = [];
  for (const file of sourceFiles(clientDir)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/routePoint\.contribute\(\s*'[^']+',\s*\{\s*path:\s*'([^']+)'/g)) pages.push(match[1]);
  }
  return pages;
}

describe('pages of the built-in plugins', () => {
  const plugins = readdirSync(PLUGINS_DIR).filter((name) => existsSync(path.join(PLUGINS_DIR, name, 'client')));

  it('finds the pages it checks', () => {
    expect(contributedPages(path.join(PLUGINS_DIR, 'admin', 'client'))).toContain('/admin/smtp');
  });

  for (const plugin of plugins) {
    it(`${plugin}: every page it contributes is listed in plugin.json`, () => {
      const manifest = JSON.parse(readFileSync(path.join(PLUGINS_DIR, plugin, 'plugin.json'), 'utf8')) as { contributes?: { routes?: string[] } };
      const listed = new Set(manifest.contributes?.routes ?? []);
      expect(contributedPages(path.join(PLUGINS_DIR, plugin, 'client')).filter((page) => !listed.has(page))).toEqual([]);
    });
  }
});
