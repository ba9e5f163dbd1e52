/**
 * Route validators compiled at a route's first request instead of at start-up. A host registers
 * some hundreds of routes, a site serves a part of them, and each compiled validator is generated
 * code kept for as long as the host runs; compiling them all was 14% of a start
 * (docs/performance.md, "Run of 2026-11-28 (day)"). Checking every schema against the JSON Schema
 * meta-schema at registration cost as much as compiling them, so a malformed schema shows at its
 * route's first request: a 500 whose log names ajv's complaint. Every built-in route is called by
 * the API tests.
 */
import type { Ajv, ErrorObject } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';

interface LazyValidator {
  (data: unknown): boolean;
  /** Read by Fastify after a `false`, as from an ajv validator. */
  errors?: ErrorObject[] | null;
}

/** A Fastify validator compiler over `ajvFor(httpPart)` that compiles each schema when first used. */
export function lazyValidatorCompiler(ajvFor: (httpPart: string | undefined) => Ajv): FastifySchemaCompiler<unknown> {
  return ({ schema, httpPart }) => {
    const ajv = ajvFor(httpPart);
    let compiled: ReturnType<Ajv['compile']> | undefined;
    const validate: LazyValidator = (data) => {
      compiled ??= ajv.compile(schema as object);
      const valid = compiled(data) as boolean;
      validate.errors = compiled.errors;
      return valid;
    };
    return validate;
  };
}
