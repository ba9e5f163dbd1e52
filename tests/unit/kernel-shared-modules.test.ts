import { describe, expect, it } from 'vitest';
import * as react from 'react';
import * as sdk from '@answer/sdk';
import * as mobx from 'mobx';
import * as reactRouterDom from 'react-router-dom';
import { SHARED_MODULES, SHARED_MODULE_EXPORTS, SHARED_MODULE_SCHEME, WHOLE_MODULE } from '@answer/sdk';
import { KERNEL_SHARED_MODULES } from '../../core/src/plugins/shared-modules';
import { createSystemImport, registerSharedModules } from '../../core/src/plugins/system-transport';
import type { SystemLike } from '../../core/src/plugins/system-transport';

function fakeSystem() {
  const registry = new Map<string, object>();
  const maps: Record<string, string>[] = [];
  const imported: string[] = [];
  const system: SystemLike = {
    set: (id, module) => registry.set(id, module),
    addImportMap: (map) => void maps.push(map.imports),
    import: async (id) => {
      imported.push(id);
      return { default: 'plugin', registeredBefore: registry.size };
    },
  };
  return { system, registry, maps, imported };
}

describe('shared modules', () => {
  it('has exactly one kernel module for every name in SHARED_MODULES', () => {
    expect(Object.keys(KERNEL_SHARED_MODULES).sort()).toEqual([...SHARED_MODULES].sort());
  });

  it('maps each name to the real module the kernel uses', () => {
    expect(KERNEL_SHARED_MODULES.react).toBe(react);
    expect(KERNEL_SHARED_MODULES['@answer/sdk']).toBe(sdk);
    for (const name of SHARED_MODULES) expect(typeof KERNEL_SHARED_MODULES[name]).toBe('object');
  });

  it('hands a trimmed module over as exactly its listed names, each the real export', () => {
    // react-router-dom re-exports react-router (one copy in the browser; Node may load two).
    const real: Partial<Record<string, Record<string, unknown>>> = { 'react-router': reactRouterDom, 'react-router-dom': reactRouterDom, mobx };
    for (const name of SHARED_MODULES) {
      const listed = SHARED_MODULE_EXPORTS[name];
      if (listed === WHOLE_MODULE) continue;
      const shared = KERNEL_SHARED_MODULES[name] as Record<string, unknown>;
      expect(Object.keys(shared).sort()).toEqual([...listed].sort());
      for (const exported of listed) expect(shared[exported], `${name} ${exported}`).toBeDefined();
      const module = real[name];
      if (module) for (const exported of listed) expect(shared[exported], `${name} ${exported}`).toBe(module[exported]);
    }
  });

  it('registers kernel:<name> and an import map from <name> to it', () => {
    const { system, registry, maps } = fakeSystem();
    registerSharedModules(system, KERNEL_SHARED_MODULES);
    expect([...registry.keys()].sort()).toEqual(SHARED_MODULES.map((name) => `${SHARED_MODULE_SCHEME}${name}`).sort());
    expect(registry.get('kernel:react')).toBe(react);
    expect(maps).toHaveLength(1);
    expect(maps[0]?.['react-router-dom']).toBe('kernel:react-router-dom');
  });

  it('registers the shared modules once, before the first external import', async () => {
    const { system, imported, maps } = fakeSystem();
    let loads = 0;
    const importExternal = createSystemImport(async () => {
      loads += 1;
      return system;
    });
    const first = (await importExternal('/plugins/a/client.js')) as { registeredBefore: number };
    await importExternal('/plugins/b/client.js');
    expect(first.registeredBefore).toBe(SHARED_MODULES.length);
    expect(loads).toBe(1);
    expect(maps).toHaveLength(1);
    expect(imported).toEqual(['/plugins/a/client.js', '/plugins/b/client.js']);
  });
});
