/**
 * The one ajv setup of the product. The server compiles route schemas and plugin config schemas
 * with it, and the browser's @rjsf forms use the same options and formats, so a rule written once
 * in a schema gives the same verdict on both sides. Browser-safe: no Node imports.
 */
import Ajv from 'ajv';
import type { ErrorObject, Options } from 'ajv';
import addFormats from 'ajv-formats';

/** The options @rjsf/validator-ajv8 builds its instance with (createAjvInstance's AJV_CONFIG). */
export const AJV_OPTIONS: Options = {
  allErrors: true,
  multipleOfPrecision: 8,
  strict: false,
  verbose: true,
  discriminator: false,
};

/** @rjsf/validator-ajv8 registers these two formats on top of ajv-formats; same patterns here. */
export const COLOR_FORMAT_REGEX =
  /^(#?([0-9A-Fa-f]{3}){1,2}\b|aqua|black|blue|fuchsia|gray|green|lime|maroon|navy|olive|orange|purple|red|silver|teal|white|yellow|(rgb\(\s*\b([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\b\s*,\s*\b([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\b\s*,\s*\b([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\b\s*\))|(rgb\(\s*(\d?\d%|100%)+\s*,\s*(\d?\d%|100%)+\s*,\s*(\d?\d%|100%)+\s*\)))$/;
export const DATA_URL_FORMAT_REGEX = /^data:([a-z]+\/[a-z0-9-+.]+)?;(?:name=(.*);)?base64,(.*)$/;

/** The keyword @rjsf marks additional properties with; registered so strict setups accept it. */
const RJSF_ADDITIONAL_PROPERTIES_FLAG = '__rjsf_additionalProperties';

/** Schema annotation: `{ "<ajv keyword>": "<i18n key in the owning plugin's ui tree>" }`. */
export const MESSAGES_KEYWORD = 'x-messages';

/** A new ajv instance with the shared options and formats; `overrides` for coercion or defaults. */
export function createAjv(overrides: Options = {}): Ajv {
  const ajv = new Ajv({ ...AJV_OPTIONS, ...overrides });
  addFormats(ajv);
  ajv.addFormat('data-url', DATA_URL_FORMAT_REGEX);
  ajv.addFormat('color', COLOR_FORMAT_REGEX);
  ajv.addKeyword(RJSF_ADDITIONAL_PROPERTIES_FLAG);
  return ajv;
}

export interface ValidationIssue {
  /** The JSON field name the message belongs to ('' when it concerns the whole body). */
  error_field: string;
  /** The key from the schema's `x-messages`, when the schema names one for this keyword. */
  messageKey?: string;
  /** A key of the server's `validation.*` messages, used when the schema names none. */
  defaultMessage: string;
  /** Values for the message placeholders (`limit`, `format`, ...). */
  params: Record<string, unknown>;
}

type SchemaNode = Record<string, unknown>;

function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function messagesOf(schema: unknown): Record<string, string> {
  if (!isNode(schema)) return {};
  const messages = schema[MESSAGES_KEYWORD];
  return isNode(messages) ? (messages as Record<string, string>) : {};
}

/** The last named segment of an instance path: `/config_fields/name` → `name`, `/tags/0` → `tags`. */
function fieldOfPath(instancePath: string): string {
  const segments = instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  while (segments.length > 0 && /^\d+$/.test(segments[segments.length - 1])) segments.pop();
  return segments.length > 0 ? segments[segments.length - 1] : '';
}

const DEFAULT_MESSAGES: Record<string, string> = {
  required: 'validation.required',
  maxLength: 'validation.max_length',
  minLength: 'validation.min_length',
  maxItems: 'validation.max_items',
  minItems: 'validation.min_items',
  maximum: 'validation.maximum',
  minimum: 'validation.minimum',
  exclusiveMaximum: 'validation.maximum',
  exclusiveMinimum: 'validation.minimum',
  pattern: 'validation.pattern',
  enum: 'validation.enum',
  const: 'validation.enum',
  type: 'validation.type',
  additionalProperties: 'validation.additional',
  multipleOf: 'validation.multiple_of',
  uniqueItems: 'validation.unique_items',
};

const FORMAT_MESSAGES: Record<string, string> = {
  email: 'validation.email',
  uri: 'validation.url',
  url: 'validation.url',
  'uri-reference': 'validation.url',
  color: 'validation.color',
};

/**
 * The `validation.*` message key (in the kernel's translations) for a failed keyword, used when
 * the schema names no message of its own. The browser form and the server share it.
 */
export function defaultMessageKey(keyword: string, params: Record<string, unknown>): string {
  if (keyword === 'format') {
    return FORMAT_MESSAGES[String(params.format)] ?? 'validation.format';
  }
  // minLength 1 is how schemas say "not empty"; it reads better as the required message.
  if (keyword === 'minLength' && params.limit === 1) return 'validation.required';
  return DEFAULT_MESSAGES[keyword] ?? 'validation.invalid';
}

function defaultMessageOf(error: ErrorObject): string {
  return defaultMessageKey(error.keyword, error.params);
}

/**
 * Maps ajv errors (from an instance created with `verbose`) to one issue per field, in the order
 * ajv reported them. The first failing rule of a field wins, as a form shows one message a field.
 */
export function mapAjvErrors(errors: readonly ErrorObject[] | null | undefined): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const seen = new Set<string>();
  for (const error of errors ?? []) {
    // A failed `if` only says which branch applied; the branch's own errors name the fields.
    if (error.keyword === 'if') continue;
    let field: string;
    let messages: Record<string, string>;
    if (error.keyword === 'required') {
      const missing = String(error.params.missingProperty ?? '');
      field = missing;
      const properties = isNode(error.parentSchema) ? error.parentSchema.properties : undefined;
      messages = { ...messagesOf(error.parentSchema), ...messagesOf(isNode(properties) ? properties[missing] : undefined) };
    } else if (error.keyword === 'additionalProperties') {
      field = String(error.params.additionalProperty ?? '');
      messages = messagesOf(error.parentSchema);
    } else {
      field = fieldOfPath(error.instancePath);
      messages = messagesOf(error.parentSchema);
    }
    if (seen.has(field)) continue;
    seen.add(field);
    const params: Record<string, unknown> = { ...error.params };
    const issue: ValidationIssue = { error_field: field, defaultMessage: defaultMessageOf(error), params };
    const key = messages[error.keyword];
    if (typeof key === 'string') issue.messageKey = key;
    issues.push(issue);
  }
  return issues;
}
