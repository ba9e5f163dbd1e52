/**
 * What an upload's bytes must be, by the kind of upload and the extension: images (and
 * attachments with an image extension) are checked as images; other attachments must carry their
 * format's signature, and archives must not be bombs. Nothing is decoded.
 */
import { checkGzip, checkZip, GZIP_EXTENSIONS, ZIP_EXTENSIONS } from './archives';
import { signatureMatches } from './magic';
import { checkImage, serveHeaders, type SourceRule, type UploadProblem } from './rules';

export async function checkContent(rule: SourceRule, bytes: Buffer, extension: string, maxMegapixels: number): Promise<UploadProblem | null> {
  if (rule.image || serveHeaders(extension).contentType.startsWith('image/')) return checkImage(bytes, extension, maxMegapixels);
  if (!signatureMatches(bytes, extension)) return { key: 'error.file.content_mismatch', vars: { extension } };
  if (ZIP_EXTENSIONS.has(extension)) return checkZip(bytes);
  if (GZIP_EXTENSIONS.has(extension)) return checkGzip(bytes);
  return null;
}
