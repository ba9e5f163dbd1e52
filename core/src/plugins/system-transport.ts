/**
 * The external transport: System.register bundles loaded with SystemJS. SystemJS is fetched
 * only when a page has an external plugin, and the shared modules are registered before the
 * first plugin import so each bare import resolves to the kernel's copy.
 */
import { SHARED_MODULES, SHARED_MODULE_SCHEME } from '@answer/sdk';
import type { SharedModuleName } from '@answer/sdk';
import { KERNEL_SHARED_MODULES } from './shared-modules';

export interface SystemLike {
  import(id: string): Promise<unknown>;
  set(id: string, module: object): unknown;
  addImportMap(map: { imports: Record<string, string> }, base?: string): void;
}

export type ExternalImport = (url: string) => Promise<unknown>;

export function registerSharedModules(
  system: SystemLike,
  modules: Readonly<Record<SharedModuleName, object>> = KERNEL_SHARED_MODULES,
): void {
  const imports: Record<string, string> = {};
  for (const name of SHARED_MODULES) {
    const id = `${SHARED_MODULE_SCHEME}${name}`;
    system.set(id, modules[name]);
    imports[name] = id;
  }
  system.addImportMap({ imports });
}

/** An `import(url)` for external plugins; `getSystem` is swappable so tests need no browser. */
export function createSystemImport(getSystem: () => Promise<SystemLike> = loadSystemJs): ExternalImport {
  let ready: Promise<SystemLike> | null = null;
  return async (url) => {
    ready ??= getSystem().then((system) => {
      registerSharedModules(system);
      return system;
    });
    const system = await ready;
    return system.import(url);
  };
}

async function loadSystemJs(): Promise<SystemLike> {
  await import('systemjs/dist/system.js');
  const system = (globalThis as { System?: SystemLike }).System;
  if (!system) throw new Error('SystemJS did not install itself');
  return system;
}
