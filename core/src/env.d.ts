/// <reference types="vite/client" />

/** Built-in plugins' client halves, one lazy import each (host/build/builtin-plugins-module.ts). */
declare module 'virtual:answer/builtins' {
  const builtins: Readonly<Record<string, () => Promise<unknown>>>;
  export default builtins;
}

/** SystemJS installs itself as `globalThis.System`; the module exports nothing. */
declare module 'systemjs/dist/system.js';
