/**
 * The unit tests of the `unit` project share their imported modules within a worker, which a test
 * that swaps in a DOM would leave pointing at its window. Such tests must be named so that they
 * run in `unit-dom` (vitest.config.ts), each on modules of its own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { UNIT_TEST_DIRS } from '../../vitest.config';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The `.test.ts` files under one of UNIT_TEST_DIRS (whose `*` stands for one folder name). */
function unitTestFiles(): string[] {
  const dirs = UNIT_TEST_DIRS.map((dir) => new RegExp(`^${dir.replaceAll('*', '[^/]+')}/`));
  const roots = [...new Set(UNIT_TEST_DIRS.map((dir) => dir.split('/*')[0]))];
  return roots
    .flatMap((root) => readdirSync(path.join(ROOT, root), { recursive: true, encoding: 'utf8' }).map((file) => `${root}/${file.split(path.sep).join('/')}`))
    .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules/') && dirs.some((dir) => dir.test(file)));
}

describe('unit test projects', () => {
  it('names every unit test that sets a DOM environment .test.tsx or .dom.test.ts', () => {
    const files = unitTestFiles();
    expect(files.length).toBeGreaterThan(100);
    const misplaced = files.filter((file) => !file.endsWith('.dom.test.ts') && /@vitest-environment\s+(?!node\b)/.test(readFileSync(path.join(ROOT, file), 'utf8')));
    expect(misplaced).toEqual([]);
  });
});
