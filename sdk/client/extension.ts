/**
 * Typed extension points. A point is a token with an id and a cardinality; a contribution is an
 * opaque record that names its point, so the kernel can check it before accepting it.
 */

export type Cardinality = 'single' | 'stack' | 'keyed';

export const CONTRIBUTION_TYPE = 'answer.contribution';
export const CONTRIBUTION_VERSION = 1;

export interface ExtensionPoint<T> {
  readonly id: string;
  readonly cardinality: Cardinality;
  /** For keyed points: the key a contribution is filed under (for example a route path). */
  readonly keyOf?: (value: T) => string;
  /** Wraps a value as a contribution to this point. `name` is unique within the plugin. */
  contribute(name: string, value: T): Contribution<T>;
}

export interface Contribution<T = unknown> {
  readonly $$type: typeof CONTRIBUTION_TYPE;
  readonly version: number;
  readonly point: string;
  readonly name: string;
  readonly value: T;
}

/** A contribution once accepted by the kernel: it carries the plugin that made it. */
export interface RegisteredContribution<T = unknown> extends Contribution<T> {
  readonly pluginId: string;
  /** `<pluginId>:<point>/<name>` */
  readonly id: string;
  /** Order inside a stack point (lower first); ties break on plugin id. */
  readonly order: number;
}

export interface ExtensionPointOptions<T> {
  id: string;
  cardinality: Cardinality;
  keyOf?: (value: T) => string;
}

export function defineExtensionPoint<T>(options: ExtensionPointOptions<T>): ExtensionPoint<T> {
  if (options.cardinality === 'keyed' && !options.keyOf) {
    throw new Error(`Keyed extension point ${options.id} needs keyOf`);
  }
  const point: ExtensionPoint<T> = {
    id: options.id,
    cardinality: options.cardinality,
    keyOf: options.keyOf,
    contribute(name, value) {
      return Object.freeze({
        $$type: CONTRIBUTION_TYPE,
        version: CONTRIBUTION_VERSION,
        point: options.id,
        name,
        value,
      });
    },
  };
  return Object.freeze(point);
}

export function isContribution(value: unknown): value is Contribution {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<Contribution>;
  return (
    record.$$type === CONTRIBUTION_TYPE &&
    record.version === CONTRIBUTION_VERSION &&
    typeof record.point === 'string' &&
    typeof record.name === 'string'
  );
}
