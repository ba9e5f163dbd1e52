import type { FailureKind } from './status';

export class PluginLoadError extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'PluginLoadError';
  }
}

/**
 * Tells a file that never arrived from code that arrived and threw. Browsers and SystemJS word
 * fetch failures differently; these are the phrasings of Chromium, Firefox, Safari and SystemJS
 * (its error #3 and the W4/#3 docs link).
 */
const NETWORK_PATTERNS = [
  /failed to fetch/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to (fetch|load)/i,
  /errors\.md#3/i,
  /networkerror/i,
  /load failed/i,
];

export function classifyLoadError(error: unknown): PluginLoadError {
  if (error instanceof PluginLoadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const kind: FailureKind = NETWORK_PATTERNS.some((pattern) => pattern.test(message)) ? 'network' : 'evaluation';
  return new PluginLoadError(kind, message);
}

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PluginLoadError('timeout', `${what} did not finish within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
