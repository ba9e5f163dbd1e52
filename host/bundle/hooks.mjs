// Module resolution for a plugin from the data directory under a compiled host (run.mjs): its
// `@answer/sdk/server` is the build's copy of the sdk, the one the host itself uses.
let redirects = new Map();

export function initialize(data) {
  redirects = new Map(Object.entries(data.redirects));
}

export async function resolve(specifier, context, nextResolve) {
  const target = redirects.get(specifier);
  if (target) return { url: target, shortCircuit: true };
  return nextResolve(specifier, context);
}
