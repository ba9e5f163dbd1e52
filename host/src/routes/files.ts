/**
 * `POST /answer/api/v1/file` (multipart `source` + `file`, Answer's upload call) and the read-only
 * `/uploads/*` it hands out URLs for. Type, size and content are checked before anything is
 * stored: images by their real format, pixel count and container read from the header (never
 * decoded), attachments by their signature and, for archives, what they would unpack to.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { ApiError, type UploadSource } from '@answer/sdk/server';
import { API_BASE } from '../../../sdk/shared/paths';
import { requireActiveUser, requireAdmin } from '../http/guards';
import { checkContent } from '../uploads/content';
import {
  checkExtension,
  checkSize,
  extensionOf,
  isUploadSource,
  largestUpload,
  ruleFor,
  serveHeaders,
  writeLimits,
  type UploadProblem,
} from '../uploads/rules';
import { findUpload, storeUpload } from '../uploads/storage';
import { checkHandedOut } from '../uploads/handed-out';
import type { StoreSource } from '../types';

export interface FileRoutesDeps extends StoreSource {
  /** Where uploads are stored (`<dataDir>/uploads`). */
  dataDir: string;
  basePath: string;
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Uploaded content never runs as a page of this site, even when opened directly. */
const UPLOAD_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

function fieldProblem(field: string, problem: UploadProblem): ApiError {
  return new ApiError(400, 'base.request_format_error', [{ error_field: field, error_msg: problem.key }], problem.vars ?? {});
}

interface ReceivedUpload {
  source: string;
  filename: string;
  bytes: Buffer | null;
  /** The file was larger than any source accepts; reading stopped there. */
  truncated: boolean;
}

const MULTIPART_LIMIT_CODES = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/** Reads the form: the `source` field and at most one `file`, whatever their order. */
async function receive(request: FastifyRequest, ceiling: number): Promise<ReceivedUpload> {
  const received: ReceivedUpload = { source: '', filename: '', bytes: null, truncated: false };
  try {
    // inside the try: the form parser throws at once on a multipart type without a boundary
    const parts = request.parts({ limits: { fileSize: ceiling, files: 1, fields: 4, fieldSize: 256, parts: 6 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'source') received.source = String(part.value);
      } else if (part.fieldname === 'file' && received.bytes === null && !received.truncated) {
        received.filename = part.filename ?? '';
        try {
          received.bytes = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
          received.truncated = true;
        }
      } else {
        // an unexpected file part: read past it
        part.file.resume();
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    // a body that is no readable form (no boundary, cut short, malformed parts) is the client's mistake
    if (!MULTIPART_LIMIT_CODES.has(code)) throw fieldProblem('file', { key: 'error.file.required' });
    if (code === 'FST_REQ_FILE_TOO_LARGE') received.truncated = true;
  }
  return received;
}

/** `<site_url>` without a trailing slash; the base path alone when the site has no URL set. */
async function siteUrl(deps: FileRoutesDeps): Promise<string> {
  const general = await deps.store().siteInfo.get<{ site_url?: string }>('general');
  const url = (general?.site_url ?? '').trim().replace(/\/+$/, '');
  return url || deps.basePath;
}

// the questions plugin owns the `write` block and seeds it at install
const currentLimits = async (deps: FileRoutesDeps) => writeLimits((await deps.store().siteInfo.get<Record<string, unknown>>('write')) ?? {});

/** `ctx.uploads.check`: whether `url` is an address `upload` handed out for a file that meets `source`'s rules now. */
export async function handedOutUpload(deps: FileRoutesDeps, url: string, source: UploadSource): Promise<UploadProblem | null> {
  return checkHandedOut({ dataDir: deps.dataDir, siteUrl: await siteUrl(deps), basePath: deps.basePath, limits: await currentLimits(deps) }, url, source);
}

async function upload(deps: FileRoutesDeps, request: FastifyRequest): Promise<string> {
  requireActiveUser(request);
  if (!request.isMultipart()) throw fieldProblem('file', { key: 'error.file.required' });
  const limits = await currentLimits(deps);
  const received = await receive(request, largestUpload(limits));

  if (!isUploadSource(received.source)) throw fieldProblem('source', { key: 'error.file.source_invalid' });
  const rule = ruleFor(received.source, limits);
  if (rule.adminOnly) requireAdmin(request);
  if (!received.truncated && received.bytes === null) throw fieldProblem('file', { key: 'error.file.required' });
  const extension = extensionOf(received.filename);
  const bytes = received.bytes ?? Buffer.alloc(0);
  const problem =
    checkExtension(rule, extension) ??
    checkSize(rule, received.truncated ? Number.POSITIVE_INFINITY : bytes.length) ??
    (await checkContent(rule, bytes, extension, limits.max_image_megapixel));
  if (problem) throw fieldProblem('file', problem);

  const stored = await storeUpload(deps.dataDir, bytes, extension);
  return `${await siteUrl(deps)}/uploads/${stored}`;
}

async function serve(deps: FileRoutesDeps, request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) {
  const file = await findUpload(deps.dataDir, request.params['*'] ?? '');
  if (!file) return reply.callNotFound();
  const { contentType, inline } = serveHeaders(file.extension);
  reply
    .header('content-type', contentType)
    .header('content-length', String(file.size))
    .header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', UPLOAD_CSP)
    .header('cross-origin-resource-policy', 'same-site');
  if (!inline) reply.header('content-disposition', 'attachment');
  return reply.send(file.open());
}

/** Mounted in the host's own scope (under the base path). */
export async function fileRoutes(app: FastifyInstance, deps: FileRoutesDeps): Promise<void> {
  // Limits are set per request from the site's settings; these only bound what no setting raises.
  await app.register(multipart, { limits: { files: 1, parts: 6 } });
  app.post(`${API_BASE}/file`, async (request) => upload(deps, request));
  app.get<{ Params: { '*': string } }>('/uploads/*', async (request, reply) => serve(deps, request, reply));
}
