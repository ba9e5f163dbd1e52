/** Pure helpers of SchemaForm: message lookup, schema translation, server errors as an error schema. */
import type { ErrorSchema } from '@rjsf/utils';
import type { FieldError } from './services';

export type Messages = Record<string, string>;
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Keys of schema nodes that hold subschemas, walked to find every property's `x-messages`. */
const NESTED_LISTS = ['allOf', 'anyOf', 'oneOf'] as const;
const NESTED_SINGLE = ['then', 'else', 'if', 'items'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every property path (`a.b`) of the schema, including conditional branches, with its `x-messages`. */
export function collectMessages(schema: unknown, prefix = '', into: Map<string, Messages> = new Map()): Map<string, Messages> {
  if (!isRecord(schema)) return into;
  const properties = schema.properties;
  if (isRecord(properties)) {
    for (const [name, child] of Object.entries(properties)) {
      const path = prefix ? `${prefix}.${name}` : name;
      if (isRecord(child) && isRecord(child['x-messages'])) {
        const own = child['x-messages'] as Messages;
        into.set(path, { ...(into.get(path) ?? {}), ...own });
      }
      // a list of plain values: its items' messages serve the list's fields, the list's own rules first
      if (isRecord(child) && isRecord(child.items) && isRecord(child.items['x-messages'])) {
        into.set(path, { ...(child.items['x-messages'] as Messages), ...(into.get(path) ?? {}) });
      }
      collectMessages(child, path, into);
    }
  }
  for (const key of NESTED_LISTS) {
    const list = schema[key];
    if (Array.isArray(list)) for (const child of list) collectMessages(child, prefix, into);
  }
  for (const key of NESTED_SINGLE) collectMessages(schema[key], prefix, into);
  if (isRecord(schema.dependencies)) {
    for (const child of Object.values(schema.dependencies)) collectMessages(child, prefix, into);
  }
  return into;
}

/** The key of `collectMessages` for a field's path: a list item's fields share the messages of `items`. */
export const messagePath = (path: string) => path.replace(/\.\d+(?=\.|$)/g, '');

/** A deep copy with `title`/`description` (schema) and label-like `ui:` options translated. */
export function translateTree<V>(value: V, t: Translate, keys: Set<string>): V {
  if (Array.isArray(value)) return value.map((item) => translateTree(item, t, keys)) as V;
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === 'x-messages' || key === 'default' || key === 'const' || key === 'enum') out[key] = child;
    else if (keys.has(key) && typeof child === 'string') out[key] = t(child);
    else if (key === 'ui:enumNames' && Array.isArray(child)) out[key] = child.map((name) => (typeof name === 'string' ? t(name) : name));
    else if (key === 'ui:options' && isRecord(child)) out[key] = translateTree(child, t, new Set([...keys, 'title', 'description', 'help', 'placeholder', 'label']));
    else out[key] = translateTree(child, t, keys);
  }
  return out as V;
}

/** `{a: {b: {__errors: [msg]}}}` from `[{error_field: 'a.b', error_msg: msg}]`. */
export function serverErrorSchema(errors: FieldError[] | undefined): ErrorSchema | undefined {
  if (!errors || errors.length === 0) return undefined;
  const root: Record<string, unknown> = {};
  for (const { error_field, error_msg } of errors) {
    const parts = error_field ? error_field.split('.') : [];
    let node = root;
    for (const part of parts) {
      const next = isRecord(node[part]) ? (node[part] as Record<string, unknown>) : {};
      node[part] = next;
      node = next;
    }
    const list = Array.isArray(node.__errors) ? (node.__errors as string[]) : [];
    node.__errors = [...list, error_msg];
  }
  return root as ErrorSchema;
}

