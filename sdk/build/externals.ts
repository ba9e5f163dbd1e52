/**
 * What a plugin bundle leaves to the host. The client list is the sdk's SHARED_MODULES, the
 * same list the kernel registers in SystemJS, so the two can never drift apart.
 */
import { SHARED_MODULES, sharedImportProblem } from '../client/shared-modules';

/** Server-half imports the host provides at run time. */
export const SERVER_EXTERNALS = ['@answer/sdk/server', 'fastify', 'kysely'] as const;

function matchesAny(names: readonly string[], id: string): boolean {
  return names.some((name) => id === name || id.startsWith(`${name}/`));
}

/** A shared module or one of its subpaths (`react-dom/client`, `react/jsx-runtime`). */
export function isClientExternal(id: string): boolean {
  return matchesAny(SHARED_MODULES, id);
}

export function isServerExternal(id: string): boolean {
  return matchesAny(SERVER_EXTERNALS, id);
}

/** The externals of the client build, for callers that need the list rather than the test. */
export const CLIENT_EXTERNALS: readonly string[] = SHARED_MODULES;

/** What a built chunk imports from shared modules that the kernel would not hand over (rollup's `importedBindings`). */
export function sharedImportProblems(importedBindings: Readonly<Record<string, readonly string[]>>): string[] {
  const problems: string[] = [];
  for (const [module, names] of Object.entries(importedBindings)) {
    if (!isClientExternal(module)) continue;
    // A bare side-effect import (`import 'mobx'`) binds nothing and needs only the module.
    for (const name of names.length > 0 ? names : [null]) {
      const problem = sharedImportProblem(module, name);
      if (problem) problems.push(problem);
    }
  }
  return problems;
}
