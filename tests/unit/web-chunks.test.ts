import { describe, expect, it } from 'vitest';
import { builtinEntryModules, contributionModules, lazyContributionImports, type ModuleGraph } from '../../host/build/web-chunks';

/** A module graph from `id: [static imports]` and `id: [lazy imports]`. */
function graph(imports: Record<string, string[]>, lazy: Record<string, string[]> = {}): ModuleGraph {
  const nodes = new Map<string, { importedIds: string[]; importers: string[]; dynamicImporters: string[] }>();
  const node = (id: string) => {
    let found = nodes.get(id);
    if (!found) nodes.set(id, (found = { importedIds: [], importers: [], dynamicImporters: [] }));
    return found;
  };
  for (const [id, list] of Object.entries(imports)) {
    for (const imported of list) {
      node(id).importedIds.push(imported);
      node(imported).importers.push(id);
    }
  }
  for (const [id, list] of Object.entries(lazy)) for (const imported of list) node(imported).dynamicImporters.push(id);
  return { getModuleInfo: (id) => nodes.get(id) ?? null };
}

describe('built-in chunks', () => {
  it('puts the entries and what they import from their own folder together, not a plugin that brings CSS', () => {
    const modules = builtinEntryModules(
      ['/p/a/client/index.ts', '/p/b/client/index.ts'],
      graph({
        '/p/a/client/index.ts': ['/p/a/client/points.ts', '/sdk/index.ts'],
        '/p/b/client/index.ts': ['/p/b/client/style.css'],
      }),
    );
    expect([...modules].sort()).toEqual(['/p/a/client/index.ts', '/p/a/client/points.ts']);
  });

  it('keeps out of the contributions what a page also uses, and takes in what only their dialogs share', () => {
    const roots = new Map([
      ['/p/a/client/Section.tsx', '/p/a/'],
      ['/p/b/client/Vote.tsx', '/p/b/'],
    ]);
    const modules = contributionModules(
      roots,
      new Set(['/p/a/client/points.ts']),
      graph(
        {
          '/p/a/client/Section.tsx': ['/p/a/client/Item.tsx', '/p/a/client/api.ts', '/p/a/client/points.ts'],
          '/p/a/client/Item.tsx': ['/p/a/client/api.ts', '/p/a/client/dialog-api.ts'],
          '/p/a/client/Dialog.tsx': ['/p/a/client/dialog-api.ts'],
          '/p/a/client/pages/Edit.tsx': ['/p/a/client/api.ts'],
        },
        { '/p/a/client/index.ts': ['/p/a/client/Section.tsx', '/p/a/client/pages/Edit.tsx'], '/p/a/client/Item.tsx': ['/p/a/client/Dialog.tsx'] },
      ),
    );
    expect([...modules].sort()).toEqual(['/p/a/client/Item.tsx', '/p/a/client/Section.tsx', '/p/a/client/dialog-api.ts', '/p/b/client/Vote.tsx']);
  });

  it("finds the modules an entry hands to lazyComponent for plugins' points, not its pages or the kernel's header", () => {
    const source = `
      import { definePlugin, headerItemPoint, lazyComponent, routePoint } from '@answer/sdk';
      import { postActionsPoint, postSidePoint } from './points';
      routePoint.contribute('page', { path: '/x', load: () => import('./pages/X') }),
      headerItemPoint.contribute('bell', { component: lazyComponent(() => import('./Bell'), 'Bell'), order: 90 }),
      postSidePoint.contribute('vote', { component: lazyComponent(() => import('./VoteControl'), 'VoteControl') }),
      postActionsPoint.contribute('share', { component: lazyComponent(() => import("./actions"), 'ShareMenu') }),`;
    expect(lazyContributionImports(source)).toEqual(['./VoteControl', './actions']);
  });
});
