/**
 * Response compression, one onSend hook for every route (`compressResponse`). Bodies whole in
 * memory (every API answer) are compressed in one call; streams (files: an external plugin's
 * scripts, a built asset without a pre-compressed copy) through a zlib encoder. Built assets come
 * compressed from the build (see `webRoutes`), and bodies that are sent again and again (the page
 * HTML) are compressed once by whoever caches them, with `compressedVariant`.
 *
 * A reply whose `content-encoding` is already set (other than `identity`) is left alone: that is
 * how cached, already-compressed bodies and the pre-compressed assets pass through untouched.
 *
 * Written here rather than taken from @fastify/compress: that plugin streamed whole bodies through
 * an encoder each (members' list pages went from 260 to 560 per second without it), so only its
 * file streams were left to it, and for those it kept some 270 KB of code and a table of every
 * MIME type in the heap of every host (docs/performance.md).
 */
import { pipeline, type Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, createBrotliCompress, createGzip, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { memoByText } from '../text/memo';

/** Smaller bodies gain less than the headers and the CPU cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export type ContentEncoding = 'br' | 'gzip';

/** Quality 4 (11 costs far more CPU than it saves on JSON); a 256 KB window instead of 4 MB. */
const BROTLI_PARAMS = { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 18 };

/** Brotli's smallest window. */
const MIN_BROTLI_WINDOW_BITS = 10;

/** In order of preference when the client accepts both. */
const ENCODINGS: readonly ContentEncoding[] = ['br', 'gzip'];

/** Bodies worth compressing: text of any kind, JSON, JavaScript and SVG. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/i;

const isStream = (payload: unknown): payload is Readable => typeof (payload as Readable | null)?.pipe === 'function';

/**
 * onSend hook: compresses the body when the client accepts it, the type is text of some kind and
 * the body is worth it (a stream of unknown length always is).
 */
export function compressResponse(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void): void {
  const whole = typeof payload === 'string' || Buffer.isBuffer(payload);
  if (!whole && !isStream(payload)) return done(null, payload);
  const encoded = reply.getHeader('content-encoding');
  const status = reply.statusCode;
  if ((encoded !== undefined && encoded !== 'identity') || status === 204 || status === 206 || status === 304) return done(null, payload);
  if (whole && Buffer.byteLength(payload) < COMPRESSION_THRESHOLD_BYTES) return done(null, payload);
  if (isStream(payload) && Number(reply.getHeader('content-length') ?? Infinity) < COMPRESSION_THRESHOLD_BYTES) return done(null, payload);
  if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json'))) return done(null, payload);
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  varyOnEncoding(reply);
  if (!encoding) return done(null, payload);
  reply.header('content-encoding', encoding);
  if (whole) {
    const body = compressedVariant(payload, encoding);
    reply.header('content-length', body.length);
    return done(null, body);
  }
  reply.removeHeader('content-length');
  const encoder = encoding === 'gzip' ? createGzip() : createBrotliCompress({ params: BROTLI_PARAMS });
  // an error on either side ends both: the client sees a cut response, never a hung one
  done(null, pipeline(payload, encoder, () => undefined));
}

function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

const encodingOf = memoByText((value: string): ContentEncoding | null => {
  const accepted = new Map<string, number>();
  for (const part of value.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)).find(Boolean);
    accepted.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const wildcard = accepted.get('*');
  return ENCODINGS.find((encoding) => (accepted.get(encoding) ?? wildcard ?? 0) > 0) ?? null;
});

/** The encoding to answer with for an `Accept-Encoding` header, or null for the plain body. */
export function acceptedEncoding(header: string | string[] | undefined): ContentEncoding | null {
  return encodingOf(Array.isArray(header) ? header.join(',') : (header ?? ''));
}

/** `body` compressed with `encoding`, at the same settings as the dynamic compression. */
export function compressedVariant(body: string | Buffer, encoding: ContentEncoding): Buffer {
  const size = Buffer.byteLength(body);
  const chunkSize = outputChunkFor(size);
  if (encoding === 'gzip') return gzipSync(body, { chunkSize });
  return brotliCompressSync(body, { chunkSize, params: { ...BROTLI_PARAMS, [constants.BROTLI_PARAM_LGWIN]: windowFor(size), [constants.BROTLI_PARAM_SIZE_HINT]: size } });
}

/** A brotli window no larger than the body: the encoder sets up less for the many small answers. */
const windowFor = (size: number): number => Math.max(MIN_BROTLI_WINDOW_BITS, Math.min(BROTLI_PARAMS[constants.BROTLI_PARAM_LGWIN], Math.ceil(Math.log2(size))));

/**
 * `body` compressed as fast as the encoding goes (brotli 1, gzip 1), for bodies made for one
 * caller: a member's page with their own state is compressed on every request, and at quality 4
 * that cost more than making it (an 8.7 KB answers page: 1.1 ms against 0.36 ms, 15% larger).
 */
export function fastVariant(body: string | Buffer, encoding: ContentEncoding): Buffer {
  const size = Buffer.byteLength(body);
  const chunkSize = outputChunkFor(size);
  if (encoding === 'gzip') return gzipSync(body, { level: 1, chunkSize });
  return brotliCompressSync(body, { chunkSize, params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_LGWIN]: windowFor(size), [constants.BROTLI_PARAM_SIZE_HINT]: size } });
}

/**
 * The output buffer of a one-call compression: about the body's size, which the compressed body
 * fits in. With zlib's 16 KB the result is a slice of that buffer, so each 2 KB answer made for one
 * member held 16 KB until it was collected.
 */
const outputChunkFor = (size: number): number => Math.min(16 * 1024, Math.max(1024, size));

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * `body` compressed as small as the encoding goes (brotli 11, gzip 9), on libuv's thread pool: for
 * bodies sent so often that the extra bytes would cost more than compressing once at length
 * (brotli 11 takes ~20 ms on a 23 KB list where quality 4 takes 0.3 ms, and saves a fifth).
 */
export function smallestVariant(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: 9 });
  return brotliAsync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 18, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}
