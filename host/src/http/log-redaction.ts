/**
 * Secrets never reach the log: access tokens (the `Authorization` header, or the query parameter
 * of that name, which the API takes as well), cookies and the codes of mailed links (`?code=`)
 * are replaced by `[redacted]` in every line the host, Fastify or a plugin writes. Request lines
 * carry a redacted URL and no headers; every finished line is scrubbed once more, for secrets
 * that reach a message by another way (an error quoting a URL).
 */
import type { FastifyServerOptions } from 'fastify';

export const REDACTED = '[redacted]';

/** Query parameters that hold a secret, compared without case once their escapes are undone. */
const SECRET_PARAMS = new Set(['authorization', 'access_token', 'token', 'code']);

/** Headers that hold a secret. */
const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie', 'proxy-authorization'];

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

const isSecretParam = (name: string): boolean => SECRET_PARAMS.has(decoded(name).trim().toLowerCase());

/** `key=value` after `?` or `&`, up to the next separator (or the end of a quoted string). */
const QUERY_PAIR = /([?&])([^=&#\s"'\\]*)=([^&#\s"'\\]*)/g;

/** `url` (or any text quoting URLs) with the values of secret query parameters replaced. */
export function redactUrl(url: string): string {
  return url.replace(QUERY_PAIR, (pair, separator: string, name: string) => (isSecretParam(name) ? `${separator}${name}=${REDACTED}` : pair));
}

/** `"authorization":"…"` and the like, as a header object looks once serialised. */
const HEADER_FIELD = new RegExp(`("(?:${SECRET_HEADERS.join('|')})"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, 'gi');
/** A token as the `Authorization` header spells it, wherever it is quoted. */
const BEARER = /\b(Bearer\s+)[^\s"\\,;]+/gi;

/** One finished log line with every secret it may quote replaced. */
export function redactLine(line: string): string {
  return redactUrl(line).replace(HEADER_FIELD, `$1"${REDACTED}"`).replace(BEARER, `$1${REDACTED}`);
}

/** The fields of a Fastify request a request line shows. */
interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** What a request line shows: Fastify's usual fields, with the URL redacted and no headers. */
export function requestForLog(request: LoggedRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactUrl(request.url) : request.url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger settings of the host: `level`, plus the redaction above. */
export function loggerOptions(level: string): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    serializers: { req: requestForLog },
    redact: { paths: SECRET_HEADERS.flatMap((name) => [`req.headers["${name}"]`, `headers["${name}"]`, `res.headers["${name}"]`]), censor: REDACTED },
    hooks: { streamWrite: redactLine },
  };
}
