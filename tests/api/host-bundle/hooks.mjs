// Module resolution of a host started from a test bundle (tests/api/host-bundle.ts): the host
// imports each plugin's server entry by its source path, which the bundle holds as a module of its
// own; a plugin from the data directory importing the sdk gets the bundle's copy, the one the host
// itself uses (as tsx resolves `@answer/sdk/server` to the one source file for every importer).
let redirects = new Map();

export function initialize(data) {
  redirects = new Map(Object.entries(data.redirects));
}

export async function resolve(specifier, context, nextResolve) {
  const target = redirects.get(specifier);
  if (target) return { url: target, shortCircuit: true };
  return nextResolve(specifier, context);
}
