/**
 * Answer's envelope `{code, reason, msg, data}`: route handlers return the data, the host wraps it;
 * thrown errors become envelopes with `msg` translated into the request's language.
 */
import type { FastifyError, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { mapAjvErrors, type ValidationIssue } from '../../../schemas/validation';
import { interpolate, type Translator } from '../i18n';
import { apiKindOf } from './api-paths';
import { redactUrl } from './log-redaction';
import { isValidationError } from './validation-error';

export interface Envelope {
  code: number;
  reason: string;
  msg: string;
  data: unknown;
}

const ENVELOPED = Symbol('answer.enveloped');

export function envelope(translator: Translator, lang: string, code: number, reason: string, data: unknown, vars: Record<string, unknown> = {}): Envelope {
  return { code, reason, msg: translator.message(lang, reason, null, vars), data: data === undefined ? null : data };
}

const envelopeSchema = (data: unknown) => ({
  type: 'object',
  properties: { code: { type: 'integer' }, reason: { type: 'string' }, msg: { type: 'string' }, data },
});

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

/** onRoute hook: API handlers' return values are wrapped, and 2xx response schemas describe the wrapped body. */
export function envelopeRoutes(basePath: string, translator: () => Translator) {
  return (route: RouteOptions) => {
    if (apiKindOf(route.url, basePath) === null) return;
    const marked = route.handler as RouteOptions['handler'] & { [ENVELOPED]?: true };
    if (marked[ENVELOPED]) return;
    const original = route.handler;
    // A handler that answers at once (from memory) is wrapped at once: no promise for Fastify to wait on.
    const wrapped = function (this: unknown, request: FastifyRequest, reply: FastifyReply): unknown {
      const wrap = (data: unknown) => (reply.sent || data === reply ? reply : envelope(translator(), request.lang, reply.statusCode, 'base.success', data));
      const result: unknown = (original as (this: unknown, request: FastifyRequest, reply: FastifyReply) => unknown).call(this, request, reply);
      if (isThenable(result)) return result.then(wrap);
      const data = wrap(result);
      // Fastify sends what a plain function returns; a reply already sent is left alone
      return data === reply ? undefined : data;
    } as RouteOptions['handler'] & { [ENVELOPED]?: true };
    wrapped[ENVELOPED] = true;
    route.handler = wrapped;
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (response) {
      for (const [status, schema] of Object.entries(response)) {
        if (/^2(\d\d|xx)$/i.test(status)) response[status] = envelopeSchema(schema);
      }
    }
  };
}

interface ApiErrorLike {
  status: number;
  reason: string;
  data: unknown;
  vars: Record<string, unknown>;
}

/** Duck-typed so errors thrown by external plugins (with their own copy of the sdk) count too. */
export function isApiError(error: unknown): error is ApiErrorLike {
  if (typeof error !== 'object' || error === null) return false;
  const candidate = error as Partial<ApiErrorLike> & { name?: unknown };
  return candidate.name === 'ApiError' && typeof candidate.status === 'number' && typeof candidate.reason === 'string';
}

interface FieldItem {
  error_field: string;
  error_msg: string;
}

function isFieldList(data: unknown): data is FieldItem[] {
  return (
    Array.isArray(data) &&
    data.length > 0 &&
    data.every((item) => typeof item === 'object' && item !== null && typeof (item as FieldItem).error_field === 'string' && typeof (item as FieldItem).error_msg === 'string')
  );
}

function translateIssues(translator: Translator, lang: string, issues: ValidationIssue[], pluginId: string | null): FieldItem[] {
  return issues.map((issue) => {
    const key = issue.messageKey;
    // A schema's own message wins; a key nobody translated falls back to the generic message.
    const fromSchema = key ? ((pluginId ? translator.uiMessage(pluginId, lang, key) : undefined) ?? (translator.has(lang, key) ? translator.t(lang, key) : undefined)) : undefined;
    const error_msg = fromSchema !== undefined ? interpolate(fromSchema, issue.params) : translator.t(lang, issue.defaultMessage, issue.params);
    return { error_field: issue.error_field, error_msg };
  });
}

function fieldEnvelope(translator: Translator, lang: string, items: FieldItem[]): Envelope {
  const base = envelope(translator, lang, 400, 'base.request_format_error', items);
  if (items.length === 1) base.msg = items[0].error_msg;
  return base;
}

export interface ErrorReporter {
  error(detail: unknown, message: string): void;
}

/** Turns any error into the envelope for `request`; `pluginId` is the plugin owning the route (for `x-messages`). */
export function errorEnvelope(translator: Translator, error: unknown, request: FastifyRequest, pluginId: string | null, log: ErrorReporter): Envelope {
  const lang = request.lang;
  const fastifyError = error as FastifyError & { validation?: unknown };
  if (Array.isArray(fastifyError?.validation)) {
    return fieldEnvelope(translator, lang, translateIssues(translator, lang, mapAjvErrors(fastifyError.validation as never), pluginId));
  }
  if (isValidationError(error)) {
    return fieldEnvelope(translator, lang, translateIssues(translator, lang, error.issues, error.pluginId ?? pluginId));
  }
  if (isApiError(error)) {
    if (isFieldList(error.data)) {
      const items = error.data.map((item) => ({ ...item, error_msg: translator.message(lang, item.error_msg, pluginId, error.vars) }));
      const result = envelope(translator, lang, error.status, error.reason, items, error.vars);
      if (items.length === 1) result.msg = items[0].error_msg;
      return result;
    }
    const result = envelope(translator, lang, error.status, error.reason, error.data, error.vars);
    if (pluginId && result.msg === error.reason) result.msg = translator.message(lang, error.reason, pluginId, error.vars);
    return result;
  }
  const status = typeof fastifyError?.statusCode === 'number' ? fastifyError.statusCode : 500;
  // Fastify's own refusals (bad JSON, a body too large, a type it does not parse) keep their status
  if (status >= 400 && status < 500) return envelope(translator, lang, status, CLIENT_ERROR_REASONS[status] ?? 'base.request_format_error', null);
  log.error({ err: error, url: redactUrl(request.url), method: request.method }, 'request failed');
  return envelope(translator, lang, 500, 'base.unknown', null);
}

/** The reason of a client error the framework raised, by status; any other is a request format error. */
const CLIENT_ERROR_REASONS: Readonly<Record<number, string>> = {
  404: 'base.not_found',
  408: 'base.request_timeout',
  413: 'base.payload_too_large',
  415: 'base.unsupported_media_type',
  431: 'base.request_header_too_large',
};
