/**
 * Requests refused before any route runs, answered in Answer's envelope like every other error,
 * with the status the refusal has: Node's parser gives up on a request (431 for headers or a URL
 * too long, 408 for a request too slow, 400 for bytes that are no HTTP), or the router finds a
 * path it cannot decode (`/questions/%`). Nothing of the request is echoed or logged.
 */
import type { Socket } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { DEFAULT_LANGUAGE, type Translator } from '../i18n';
import { envelope } from './envelope';

interface ClientError extends Error {
  code?: string;
}

/** Status and reason of a request Node could not parse. */
function refusalOf(error: ClientError): { status: number; reason: string } {
  if (error.code === 'HPE_HEADER_OVERFLOW') return { status: 431, reason: 'base.request_header_too_large' };
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, reason: 'base.request_timeout' };
  return { status: 400, reason: 'base.request_format_error' };
}

const STATUS_TEXT: Readonly<Record<number, string>> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

/**
 * Fastify's `clientErrorHandler`: Node has no request to hand over yet (not even its language), so
 * the envelope is in the site's default language.
 */
export function clientErrorHandler(translator: () => Translator, headers: Readonly<Record<string, string>>): NonNullable<FastifyServerOptions['clientErrorHandler']> {
  return (error: ClientError, socket: Socket) => {
    // a connection the client reset or closed has nobody left to answer
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, reason } = refusalOf(error);
    const body = JSON.stringify(envelope(translator(), DEFAULT_LANGUAGE, status, reason, null));
    const lines = [
      `HTTP/1.1 ${status} ${STATUS_TEXT[status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    if (socket.writable) socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    socket.destroy();
  };
}
