/**
 * The external transport: System.register bundles loaded with SystemJS. SystemJS and the kernel's
 * shared-module table are fetched only when a page has an external plugin, and the shared modules
 * are registered before the first plugin import so each bare import resolves to the kernel's copy.
 */
import { SHARED_MODULES, SHARED_MODULE_SCHEME } from '@answer/sdk';
import type { SharedModuleName } from '@answer/sdk';

export type SharedModuleTable = Readonly<Record<SharedModuleName, object>>;

export interface SystemLike {
  import(id: string): Promise<unknown>;
  set(id: string, module: object): unknown;
  addImportMap(map: { imports: Record<string, string> }, base?: string): void;
}

export type ExternalImport = (url: string) => Promise<unknown>;

export function registerSharedModules(system: SystemLike, modules: SharedModuleTable): void {
  const imports: Record<string, string> = {};
  for (const name of SHARED_MODULES) {
    const id = `${SHARED_MODULE_SCHEME}${name}`;
    system.set(id, modules[name]);
    imports[name] = id;
  }
  system.addImportMap({ imports });
}

/** An `import(url)` for external plugins; `getSystem` is swappable so tests need no browser. */
export function createSystemImport(
  getSystem: () => Promise<SystemLike> = loadSystemJs,
  getModules: () => Promise<SharedModuleTable> = loadKernelSharedModules,
): ExternalImport {
  let ready: Promise<SystemLike> | null = null;
  return async (url) => {
    ready ??= Promise.all([getSystem(), getModules()]).then(([system, modules]) => {
      registerSharedModules(system, modules);
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

/** Only pages with an external plugin need modules the kernel itself does not use (react-i18next). */
async function loadKernelSharedModules(): Promise<SharedModuleTable> {
  return (await import('./shared-modules')).KERNEL_SHARED_MODULES;
}
