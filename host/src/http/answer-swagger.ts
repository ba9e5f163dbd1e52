/**
 * What Apache Answer 1.7.1's API description (`schemas/answer-swagger.json`, Swagger 2.0, from
 * Answer's annotations) says a route answers: the schema of the envelope's `data`. Used by
 * `npm run routes` and the contract test, which checks real responses against it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../paths';

export const ANSWER_SWAGGER_FILE = path.join(ROOT_DIR, 'schemas', 'answer-swagger.json');

type Node = Record<string, unknown>;

export interface AnswerSwagger {
  paths: Record<string, Record<string, Node>>;
  definitions: Record<string, Node>;
}

/** How the description covers one route. */
export type AnswerResponse =
  /** Answer does not serve the route. */
  | { kind: 'absent' }
  /** Served, but the description says nothing of `data` (only the envelope), or not in envelope terms (`annotation`). */
  | { kind: 'undescribed'; annotation?: unknown }
  /** `data` is described by `data` (with `#/definitions/...` references). */
  | { kind: 'data'; data: unknown };

const RESP_BODY = '#/definitions/handler.RespBody';

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

let loaded: AnswerSwagger | null = null;

export function answerSwagger(): AnswerSwagger {
  loaded ??= JSON.parse(readFileSync(ANSWER_SWAGGER_FILE, 'utf8')) as AnswerSwagger;
  return loaded;
}

/** The description's word on `method url` (a path relative to the base path, as the route table has it). */
export function answerResponseOf(swagger: AnswerSwagger, method: string, url: string): AnswerResponse {
  const operation = swagger.paths[url]?.[method.toLowerCase()];
  if (!operation) return { kind: 'absent' };
  const responses = isNode(operation.responses) ? operation.responses : {};
  const ok = isNode(responses['200']) ? responses['200'] : {};
  const schema = ok.schema;
  if (!isNode(schema)) return { kind: 'undescribed' };
  if (schema.$ref === RESP_BODY) return { kind: 'undescribed' };
  // `handler.RespBody{data=X}` is written as allOf: [RespBody, {properties: {data: X}}]
  const parts = Array.isArray(schema.allOf) ? schema.allOf.filter(isNode) : [];
  if (parts.some((part) => part.$ref === RESP_BODY)) {
    for (const part of parts) {
      const properties = isNode(part.properties) ? part.properties : null;
      if (properties && 'data' in properties) return { kind: 'data', data: properties.data };
    }
    return { kind: 'undescribed' };
  }
  return { kind: 'undescribed', annotation: schema };
}
