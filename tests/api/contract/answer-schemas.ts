/**
 * Answer's API description (Swagger 2.0) turned into JSON Schema that a real response must meet:
 * every documented field required and never null, except those Answer leaves out or sends as null
 * (answer-fields.ts) and the deliberate differences (differences.ts). No other field is refused.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { AnswerSwagger } from '../../../host/src/http/answer-swagger';
import { NULL_WHEN_ABSENT, OMITTED_WHEN_EMPTY } from './answer-fields';
import type { FieldDifference } from './differences';

type Node = Record<string, unknown>;

const SWAGGER_ID = 'answer-1.7.1';
const LOCAL_REF = '#/definitions/';

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A deep copy of a swagger snippet whose `#/definitions/...` references point into the registered description. */
function global(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(global);
  if (!isNode(node)) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, key === '$ref' && typeof value === 'string' && value.startsWith(LOCAL_REF) ? `${SWAGGER_ID}${value}` : global(value)]),
  );
}

const orNull = (schema: unknown) => ({ anyOf: [schema, { type: 'null' }] });

/** One definition made strict: its properties required, some left out, nullable or free by the rules. */
function strictDefinition(name: string, definition: Node, differences: readonly FieldDifference[]): Node {
  const properties = isNode(definition.properties) ? definition.properties : null;
  if (!properties) return definition;
  const optional = new Set(OMITTED_WHEN_EMPTY[name] ?? []);
  const nullable = new Set(NULL_WHEN_ABSENT[name] ?? []);
  const free = new Set<string>();
  for (const difference of differences.filter((entry) => entry.definition === name)) {
    if (!(difference.field in properties)) throw new Error(`differences.ts names ${name}.${difference.field}, which Answer does not document`);
    if (difference.allow === 'absent') optional.add(difference.field);
    else if (difference.allow === 'null') nullable.add(difference.field);
    else free.add(difference.field);
  }
  const strict: Node = {};
  for (const [field, schema] of Object.entries(properties)) strict[field] = free.has(field) ? {} : nullable.has(field) ? orNull(schema) : schema;
  const { required: _documentedRequired, ...rest } = definition;
  return { ...rest, properties: strict, required: Object.keys(properties).filter((field) => !optional.has(field) && !free.has(field)) };
}

export interface ShapeProblem {
  path: string;
  message: string;
}

const problemsOf = (errors: ErrorObject[] | null | undefined): ShapeProblem[] =>
  (errors ?? []).map((error) => ({
    path: error.instancePath || '/',
    message: `${error.message ?? error.keyword}${error.keyword === 'additionalProperties' || error.keyword === 'required' ? ` (${JSON.stringify(error.params)})` : ''}`,
  }));

/** Validators for Answer's shapes (swagger snippets) and for the site's own response schemas. */
export class ContractSchemas {
  private readonly ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(swagger: AnswerSwagger, differences: readonly FieldDifference[]) {
    const definitions = Object.fromEntries(Object.entries(swagger.definitions).map(([name, definition]) => [name, strictDefinition(name, definition, differences)]));
    for (const difference of differences) {
      if (!(difference.definition in swagger.definitions)) throw new Error(`differences.ts names ${difference.definition}, which Answer does not define`);
    }
    this.ajv.addSchema({ $id: SWAGGER_ID, definitions });
  }

  /** Problems of `data` against Answer's schema of it (a swagger snippet). */
  checkAnswer(schema: unknown, data: unknown): ShapeProblem[] {
    return this.check(`answer:${JSON.stringify(schema)}`, () => global(schema), data);
  }

  /** Problems of `data` against a route's own response schema. */
  checkOwn(schema: unknown, data: unknown): ShapeProblem[] {
    return this.check(`own:${JSON.stringify(schema)}`, () => schema, data);
  }

  private check(key: string, schema: () => unknown, data: unknown): ShapeProblem[] {
    let validate = this.cache.get(key);
    if (!validate) {
      validate = this.ajv.compile(schema() as object);
      this.cache.set(key, validate);
    }
    return validate(data) ? [] : problemsOf(validate.errors);
  }
}
