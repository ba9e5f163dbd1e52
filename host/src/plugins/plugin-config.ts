/**
 * A plugin's admin config: one JSON Schema, validated with the shared ajv; secrets (`writeOnly`,
 * at any depth: a field of each item of a list too) never leave the server; `x-expose: "client"` properties reach the browser in the boot data.
 * Also derives Apache Answer's `ConfigField` list from the schema, for Answer-style clients.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import { createAjv, mapAjvErrors, type ValidationIssue } from '../../../schemas/validation';
import { isTree, type Tree } from '../i18n';

const defaultsAjv = createAjv({ useDefaults: true });
const saveAjv = createAjv({ useDefaults: true });

function properties(schema: Tree): Record<string, Tree> {
  const props = schema.properties;
  if (!isTree(props)) return {};
  const result: Record<string, Tree> = {};
  for (const [name, value] of Object.entries(props)) if (isTree(value)) result[name] = value;
  return result;
}

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value ?? null)) as T;
}

/** Saved values with schema defaults filled in. */
export function withDefaults(schema: Tree | null, values: Record<string, unknown>): Record<string, unknown> {
  const copy = clone(values) ?? {};
  if (!schema) return copy;
  // Validation errors are irrelevant here: this pass is only for ajv's `useDefaults`.
  defaultsAjv.validate(schema, copy);
  return copy;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The object schema of each item of an array property, when it has one. */
function itemSchema(prop: Tree): Tree | null {
  return prop.type === 'array' && isTree(prop.items) && isTree(prop.items.properties) ? prop.items : null;
}

/**
 * The property that tells the items of a list apart across saves: `x-item-key` on the array, else
 * `slug` or `id` when the items have one. Without one, a list's secrets cannot be kept (an item
 * moved would take another's secret) and must be typed again.
 */
function itemKey(prop: Tree, items: Tree): string | null {
  if (typeof prop['x-item-key'] === 'string') return prop['x-item-key'];
  const names = Object.keys(properties(items));
  return ['slug', 'id'].find((name) => names.includes(name)) ?? null;
}

/** A copy of `value` without the secrets `schema` declares, at any depth (fields of list items too). */
function withoutSecrets(schema: Tree, value: unknown): unknown {
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  const props = properties(schema);
  for (const [name, child] of Object.entries(value)) {
    const prop = props[name];
    if (prop?.writeOnly === true) continue;
    const items = prop ? itemSchema(prop) : null;
    if (items && Array.isArray(child)) out[name] = child.map((item) => withoutSecrets(items, item));
    else if (prop && isTree(prop.properties)) out[name] = withoutSecrets(prop, child);
    else out[name] = child;
  }
  return out;
}

/**
 * Fills the secrets a save left empty with the stored ones, at any depth: a list item's secret comes
 * from the stored item with the same key (see `itemKey`). Mutates `candidate`.
 */
function keepStoredSecrets(schema: Tree, stored: unknown, candidate: Record<string, unknown>): void {
  if (!isRecord(stored)) return;
  for (const [name, prop] of Object.entries(properties(schema))) {
    const kept = stored[name];
    const given = candidate[name];
    if (prop.writeOnly === true) {
      if ((given === undefined || given === '') && kept !== undefined) candidate[name] = kept;
      continue;
    }
    const items = itemSchema(prop);
    const key = items ? itemKey(prop, items) : null;
    if (items && key && Array.isArray(given) && Array.isArray(kept)) {
      for (const item of given) {
        if (!isRecord(item) || item[key] === undefined) continue;
        keepStoredSecrets(items, kept.find((old) => isRecord(old) && old[key] === item[key]), item);
      }
    } else if (isTree(prop.properties) && isRecord(given)) {
      keepStoredSecrets(prop, kept, given);
    }
  }
}

/** Values safe to show to an admin: everything but secrets (those inside lists too). */
export function visibleValues(schema: Tree | null, values: Record<string, unknown>): Record<string, unknown> {
  const all = withDefaults(schema, values);
  return schema ? (withoutSecrets(schema, all) as Record<string, unknown>) : all;
}

/** Values the browser may see: properties marked `x-expose: "client"`, never secrets. */
export function publicValues(schema: Tree | null, values: Record<string, unknown>): Record<string, unknown> {
  if (!schema) return {};
  const all = withDefaults(schema, values);
  const result: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries(properties(schema))) {
    if (prop['x-expose'] === 'client' && prop.writeOnly !== true && name in all) result[name] = all[name];
  }
  return withoutSecrets(schema, result) as Record<string, unknown>;
}

const saveValidators = new WeakMap<Tree, ValidateFunction>();

function saveValidator(schema: Tree): ValidateFunction {
  let validate = saveValidators.get(schema);
  if (!validate) {
    const { $id: _id, ...rest } = schema;
    validate = saveAjv.compile({ ...rest, additionalProperties: false });
    saveValidators.set(schema, validate);
  }
  return validate;
}

export type ConfigSaveResult = { ok: true; values: Record<string, unknown> } | { ok: false; issues: ValidationIssue[] };

/**
 * Checks a save. Unknown keys are rejected whatever the schema says; a secret sent empty keeps its
 * stored value (a list item's, that of the stored item with the same key), so the form need not know it.
 */
export function prepareSave(schema: Tree, stored: Record<string, unknown>, input: Record<string, unknown>): ConfigSaveResult {
  const candidate = clone(input) ?? {};
  keepStoredSecrets(schema, stored, candidate);
  const validate = saveValidator(schema);
  if (!validate(candidate)) return { ok: false, issues: mapAjvErrors(validate.errors as ErrorObject[]) };
  return { ok: true, values: candidate };
}

export interface ConfigFieldOption {
  label: string;
  value: string;
}

export interface ConfigField {
  name: string;
  type: string;
  title: string;
  description: string;
  required: boolean;
  value: unknown;
  ui_options: Record<string, unknown>;
  options?: ConfigFieldOption[];
}

const INPUT_TYPES: Record<string, string> = {
  email: 'email',
  uri: 'url',
  url: 'url',
  color: 'color',
  date: 'date',
  'date-time': 'datetime-local',
  time: 'time',
};

function uiOf(uiSchema: Tree | null, name: string): Tree {
  const entry = uiSchema?.[name];
  return isTree(entry) ? entry : {};
}

function orderOf(schema: Tree, uiSchema: Tree | null): string[] {
  const names = Object.keys(properties(schema));
  const order = uiSchema?.['ui:order'];
  if (!Array.isArray(order)) return names;
  const listed = order.filter((name): name is string => typeof name === 'string' && names.includes(name));
  const rest = names.filter((name) => !listed.includes(name));
  const wildcard = order.indexOf('*');
  if (wildcard < 0) return [...listed, ...rest];
  const before = listed.filter((name) => order.indexOf(name) < wildcard);
  const after = listed.filter((name) => order.indexOf(name) > wildcard);
  return [...before, ...rest, ...after];
}

/** Apache Answer's ConfigField list for `schema`; `translate` resolves titles given as i18n keys. */
export function configFields(
  schema: Tree,
  uiSchema: Tree | null,
  values: Record<string, unknown>,
  translate: (text: string) => string,
): ConfigField[] {
  const props = properties(schema);
  const required = Array.isArray(schema.required) ? schema.required : [];
  const current = visibleValues(schema, values);
  return orderOf(schema, uiSchema).map((name) => {
    const prop = props[name];
    const ui = uiOf(uiSchema, name);
    const uiOptions = isTree(ui['ui:options']) ? ui['ui:options'] : {};
    const widget = typeof ui['ui:widget'] === 'string' ? ui['ui:widget'] : typeof uiOptions.widget === 'string' ? uiOptions.widget : '';
    const secret = prop.writeOnly === true;
    const title = translate(typeof ui['ui:title'] === 'string' ? ui['ui:title'] : typeof prop.title === 'string' ? prop.title : name);
    const descriptionText = typeof ui['ui:description'] === 'string' ? ui['ui:description'] : typeof prop.description === 'string' ? prop.description : '';
    const field: ConfigField = {
      name,
      type: 'input',
      title,
      description: descriptionText ? translate(descriptionText) : '',
      required: required.includes(name),
      value: secret ? '' : (current[name] ?? ''),
      ui_options: {},
    };
    const placeholder = ui['ui:placeholder'] ?? uiOptions.placeholder;
    if (typeof placeholder === 'string') field.ui_options.placeholder = translate(placeholder);
    const enumValues = Array.isArray(prop.enum) ? prop.enum : null;
    if (prop.type === 'boolean') {
      field.type = widget === 'checkbox' ? 'checkbox' : 'switch';
      field.ui_options.label = title;
    } else if (enumValues) {
      field.type = widget === 'radio' ? 'radio' : 'select';
      const names = Array.isArray(prop.enumNames) ? prop.enumNames : [];
      field.options = enumValues.map((value, index) => ({
        label: translate(typeof names[index] === 'string' ? names[index] : String(value)),
        value: String(value),
      }));
    } else if (widget === 'textarea' || prop.format === 'textarea') {
      field.type = 'textarea';
      field.ui_options.rows = String(uiOptions.rows ?? 5);
    } else if (prop.format === 'data-url' || widget === 'file') {
      field.type = 'upload';
    } else {
      field.ui_options.input_type = secret || widget === 'password'
        ? 'password'
        : prop.type === 'number' || prop.type === 'integer'
          ? 'number'
          : (typeof prop.format === 'string' && INPUT_TYPES[prop.format]) || 'text';
    }
    return field;
  });
}
