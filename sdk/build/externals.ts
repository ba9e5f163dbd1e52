/**
 * What a plugin bundle leaves to the host. The client list is the sdk's SHARED_MODULES, the
 * same list the kernel registers in SystemJS, so the two can never drift apart.
 */
import { SHARED_MODULES } from '../client/shared-modules';

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
