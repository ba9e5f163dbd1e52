import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinClientEntries, builtinsModuleSource } from '../../host/build/builtin-plugins-module';

function tree(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'builtins-'));
  mkdirSync(path.join(root, 'host'));
  writeFileSync(path.join(root, 'host', 'distribution.json'), JSON.stringify({ builtin: ['b', 'a', 'serveronly', 'missing', 'notyet', 'escape'] }));
  const plugin = (id: string, manifest: object, files: string[] = []) => {
    mkdirSync(path.join(root, 'plugins', id, 'client'), { recursive: true });
    writeFileSync(path.join(root, 'plugins', id, 'plugin.json'), JSON.stringify(manifest));
    for (const file of files) writeFileSync(path.join(root, 'plugins', id, file), 'export default {};');
  };
  plugin('a', { client: { entry: 'client/index.ts' } }, ['client/index.ts']);
  plugin('b', { client: { entry: 'client/index.tsx' } }, ['client/index.tsx']);
  plugin('serveronly', { server: { entry: 'server/index.ts' } });
  plugin('notyet', { client: { entry: 'client/index.ts' } });
  plugin('escape', { client: { entry: '../a/client/index.ts' } });
  return root;
}

describe('built-in plugins module', () => {
  it('lists distribution built-ins whose client entry exists, in distribution order', () => {
    const root = tree();
    const entries = builtinClientEntries(root);
    expect(entries.map((entry) => entry.id)).toEqual(['b', 'a']);
    expect(entries[1]?.entry).toBe(path.join(root, 'plugins', 'a', 'client', 'index.ts'));
  });

  it('emits one lazy import per plugin', () => {
    const source = builtinsModuleSource([{ id: 'a', entry: '/r/plugins/a/client/index.ts' }]);
    expect(source).toContain('"a": () => import("/r/plugins/a/client/index.ts")');
    expect(builtinsModuleSource([])).toContain('Object.freeze({');
  });
});
