/**
 * The uiSchema a schema form renders with: the caller's, completed from what the JSON Schema itself
 * says, so a plugin's admin form needs no uiSchema for the common cases. The caller's own entries
 * always win.
 */
import { isSecret, sameValueBranches, SECRET_UI } from './schema-form-secrets';

type Node = Record<string, unknown>;

function isRecord(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What one property's schema implies for its field: secrets as password fields, `enumNames` as option labels. */
function hintsOf(schema: Node): Node {
  const hints: Node = isSecret(schema) ? { ...SECRET_UI } : {};
  // Answer's config schemas name options in the schema; @rjsf reads them from the uiSchema only
  if (Array.isArray(schema.enum) && Array.isArray(schema.enumNames)) hints['ui:enumNames'] = schema.enumNames;
  return hints;
}

/** `uiSchema` completed from `schema`, at any depth (fields of list items, conditional branches). */
export function uiSchemaFromSchema(schema: unknown, uiSchema: unknown): Node {
  const ui: Node = isRecord(uiSchema) ? { ...uiSchema } : {};
  if (!isRecord(schema)) return ui;
  const merged = { ...hintsOf(schema), ...ui };
  const propertySources = [schema, ...sameValueBranches(schema)].filter(isRecord).map((node) => node.properties).filter(isRecord);
  for (const properties of propertySources) {
    for (const [name, child] of Object.entries(properties)) {
      const childUi = uiSchemaFromSchema(child, merged[name]);
      if (Object.keys(childUi).length > 0) merged[name] = childUi;
    }
  }
  if (isRecord(schema.items)) {
    const itemsUi = uiSchemaFromSchema(schema.items, merged.items);
    if (Object.keys(itemsUi).length > 0) merged.items = itemsUi;
  }
  return merged;
}

const isObjectSchema = (schema: unknown): schema is Node => isRecord(schema) && (schema.type === 'object' || isRecord(schema.properties));

/** An item's uiSchema, given the item and its place (@rjsf calls it for each item of a list). */
export type ItemUiSchema = (item: unknown, index: number) => Node;

/**
 * Numbers the items of lists of objects ("Providers 1", "Providers 2") instead of the library's
 * "Providers-1"; takes an already translated schema and uiSchema. An item title the uiSchema sets
 * stays.
 */
export function withItemTitles(schema: unknown, uiSchema: Node): Node {
  if (!isRecord(schema)) return uiSchema;
  const ui: Node = { ...uiSchema };
  if (isRecord(schema.properties)) {
    for (const [name, child] of Object.entries(schema.properties)) {
      const childUi = withItemTitles(child, isRecord(ui[name]) ? ui[name] : {});
      if (Object.keys(childUi).length > 0) ui[name] = childUi;
    }
  }
  const items = schema.items;
  if (!isObjectSchema(items) || typeof ui.items === 'function') return ui;
  const itemUi = withItemTitles(items, isRecord(ui.items) ? ui.items : {});
  if (typeof itemUi['ui:title'] === 'string') {
    ui.items = itemUi;
    return ui;
  }
  const base = [ui['ui:title'], items.title, schema.title].find((title): title is string => typeof title === 'string' && title !== '');
  if (base) {
    const numbered: ItemUiSchema = (_item, index) => ({ ...itemUi, 'ui:title': `${base} ${index + 1}` });
    ui.items = numbered;
  }
  return ui;
}
