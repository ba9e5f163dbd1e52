/** The kernel's public entry for integrators: `createKernel({ mount, apiBase, basePath })`. */
import builtins from 'virtual:answer/builtins';
import { createKernel as createKernelWith, readBootData, isSafeMode } from './kernel';
import type { Kernel, KernelOptions } from './kernel';

export type { Kernel, KernelOptions };
export { readBootData, isSafeMode };
export { DEFAULT_PLUGIN_TIMEOUT_MS } from './plugins/plugin-host';

export function createKernel(options: KernelOptions): Promise<Kernel> {
  return createKernelWith({ ...options, builtins: options.builtins ?? builtins });
}
