/**
 * Response compression. Dynamic bodies (API JSON, external plugins' files) are compressed by
 * @fastify/compress when the client accepts it and the body is worth it; built assets come
 * compressed from the build (see `webRoutes`), and bodies that are sent again and again (the page
 * HTML) are compressed once by whoever caches them, with `compressedVariant`.
 *
 * A reply whose `content-encoding` is already set (other than `identity`) is left alone by
 * @fastify/compress: that is how cached, already-compressed bodies and the pre-compressed assets
 * pass through untouched.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller bodies gain less than the headers and the CPU cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export type ContentEncoding = 'br' | 'gzip';

/** Quality 4 (11 costs far more CPU than it saves on JSON); a 256 KB window instead of 4 MB. */
const BROTLI_PARAMS = { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 18 };

/** In order of preference when the client accepts both. */
const ENCODINGS: readonly ContentEncoding[] = ['br', 'gzip'];

/**
 * Registers compression for every route declared after it, so it must come before the routes.
 * Request bodies are never compressed by our clients, so inflating them stays off.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: [...ENCODINGS],
    // API bodies are kilobytes: brotli's default 4 MB window would be allocated per response in
    // flight (hundreds of MB under load) for no gain in size
    brotliOptions: { params: BROTLI_PARAMS },
  });
}

/** The encoding to answer with for an `Accept-Encoding` header, or null for the plain body. */
export function acceptedEncoding(header: string | string[] | undefined): ContentEncoding | null {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Map<string, number>();
  for (const part of value.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)).find(Boolean);
    accepted.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const wildcard = accepted.get('*');
  return ENCODINGS.find((encoding) => (accepted.get(encoding) ?? wildcard ?? 0) > 0) ?? null;
}

/** `body` compressed with `encoding`, at the same settings as the dynamic compression. */
export function compressedVariant(body: string | Buffer, encoding: ContentEncoding): Buffer {
  if (encoding === 'gzip') return gzipSync(body);
  return brotliCompressSync(body, { params: { ...BROTLI_PARAMS, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) } });
}
