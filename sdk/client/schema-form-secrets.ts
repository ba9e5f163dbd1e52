/**
 * Secrets in a schema form: properties marked `writeOnly`, at any depth (a field of each item of a
 * list too). The server never sends them back and keeps the saved value when one arrives empty, so
 * the form never fills them in, types them into a password field, and leaves their `required` rule
 * to the server, which checks it against the saved value.
 */

type Node = Record<string, unknown>;

function isRecord(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const isSecret = (schema: unknown) => isRecord(schema) && schema.writeOnly === true;

/** Subschemas that describe the same value as their parent (branches and combinations). */
export function sameValueBranches(schema: Node): unknown[] {
  const branches: unknown[] = [schema.then, schema.else];
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const list = schema[key];
    if (Array.isArray(list)) branches.push(...list);
  }
  if (isRecord(schema.dependencies)) branches.push(...Object.values(schema.dependencies));
  return branches;
}

/** Names of the secret properties of one object schema, its branches included. */
function secretNamesOf(schema: Node): Set<string> {
  const names = new Set<string>();
  if (isRecord(schema.properties)) {
    for (const [name, child] of Object.entries(schema.properties)) if (isSecret(child)) names.add(name);
  }
  for (const branch of sameValueBranches(schema)) if (isRecord(branch)) for (const name of secretNamesOf(branch)) names.add(name);
  return names;
}

const BRANCH_KEYS = new Set(['then', 'else', 'allOf', 'anyOf', 'oneOf', 'dependencies']);

/**
 * The schema the form validates with: secrets are never required on the client. A branch (`then`,
 * `allOf`...) requiring a secret of the object it belongs to drops it too.
 */
export function formSchemaWithSecrets<S>(schema: S, outer: ReadonlySet<string> = new Set()): S {
  if (Array.isArray(schema)) return schema.map((item: unknown) => formSchemaWithSecrets(item, outer)) as S;
  if (!isRecord(schema)) return schema;
  const secrets = new Set([...outer, ...secretNamesOf(schema)]);
  const out: Node = {};
  for (const [key, child] of Object.entries(schema)) {
    if (key === 'default' || key === 'const' || key === 'enum' || key === 'examples') out[key] = child;
    else if (key === 'dependencies' && isRecord(child)) {
      out[key] = Object.fromEntries(Object.entries(child).map(([name, branch]) => [name, formSchemaWithSecrets(branch, secrets)]));
    } else if (key === 'properties' && isRecord(child)) {
      out[key] = Object.fromEntries(Object.entries(child).map(([name, property]) => [name, formSchemaWithSecrets(property)]));
    } else out[key] = formSchemaWithSecrets(child, BRANCH_KEYS.has(key) ? secrets : new Set());
  }
  if (Array.isArray(out.required)) out.required = out.required.filter((name) => !(typeof name === 'string' && secrets.has(name)));
  return out as S;
}

/** The kernel's words under an empty secret field (translated with the form's other texts). */
export const SECRET_PLACEHOLDER_KEY = 'kernel:form.secret_placeholder';

/** How a secret shows unless the uiSchema says otherwise: an empty password field browsers leave alone. */
export const SECRET_UI = { 'ui:widget': 'password', 'ui:autocomplete': 'new-password', 'ui:placeholder': SECRET_PLACEHOLDER_KEY } as const;

/** `data` without any secret's value: what a form may show. */
export function withoutSecrets<V>(schema: unknown, data: V): V {
  if (!isRecord(schema)) return data;
  if (Array.isArray(data)) return (isRecord(schema.items) ? data.map((item: unknown) => withoutSecrets(schema.items, item)) : data) as V;
  if (!isRecord(data)) return data;
  const secrets = secretNamesOf(schema);
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const out: Node = {};
  for (const [name, value] of Object.entries(data)) {
    if (secrets.has(name)) continue;
    out[name] = name in properties ? withoutSecrets(properties[name], value) : value;
  }
  return out as V;
}
