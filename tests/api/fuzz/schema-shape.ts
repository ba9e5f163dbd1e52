/**
 * The little of JSON Schema the fuzzer needs: an object's properties and required fields (with
 * `allOf` merged), what a property accepts, and every field name a schema mentions.
 */
export interface FieldSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  items?: FieldSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, FieldSchema>;
  required?: string[];
  allOf?: FieldSchema[];
  anyOf?: FieldSchema[];
  oneOf?: FieldSchema[];
  default?: unknown;
}

export interface ObjectShape {
  properties: Record<string, FieldSchema>;
  required: string[];
}

const isNode = (value: unknown): value is FieldSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Properties and required fields of an object schema, `allOf` branches merged in. */
export function objectShape(schema: unknown): ObjectShape {
  const shape: ObjectShape = { properties: {}, required: [] };
  if (!isNode(schema)) return shape;
  for (const part of [schema, ...(schema.allOf ?? [])]) {
    if (part !== schema) {
      const inner = objectShape(part);
      Object.assign(shape.properties, inner.properties);
      shape.required.push(...inner.required);
      continue;
    }
    Object.assign(shape.properties, part.properties ?? {});
    shape.required.push(...(part.required ?? []));
  }
  shape.required = [...new Set(shape.required)];
  return shape;
}

/** The first type a field accepts (`string` when it says none). */
export function primaryType(field: FieldSchema): string {
  const type = Array.isArray(field.type) ? field.type.find((item) => item !== 'null') : field.type;
  if (type) return type;
  if (field.enum?.length) return typeof field.enum[0];
  if (field.properties) return 'object';
  if (field.items) return 'array';
  return 'string';
}

/** Every property name anywhere in the schema: the names a field error may carry. */
export function fieldNames(schema: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) {
    for (const item of schema) fieldNames(item, into);
    return into;
  }
  if (!isNode(schema)) return into;
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    into.add(name);
    fieldNames(child, into);
  }
  for (const key of ['items', 'allOf', 'anyOf', 'oneOf', 'if', 'then', 'else'] as const) {
    fieldNames((schema as Record<string, unknown>)[key], into);
  }
  return into;
}

/** The names a request itself carries (query keys, body keys at any depth): an error may name those too. */
export function sentFieldNames(query: string | undefined, body: string | undefined): Set<string> {
  const names = new Set<string>();
  for (const key of new URLSearchParams(query ?? '').keys()) names.add(key.replace(/\[.*$/, ''));
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        names.add(key);
        visit(item);
      }
    }
  };
  try {
    visit(body === undefined ? null : JSON.parse(body));
  } catch {
    // not JSON: no names of its own
  }
  return names;
}
