/**
 * Whether an address is one `POST /file` handed out: `<site address or base path>/uploads/<stored
 * path>` of a file that is still there and still meets the rules of the kind of upload asked
 * about. Settings that keep an uploaded file's address (the site's logo) check new values here,
 * so they never point at another site, a file of another kind, or nothing.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { UploadSource } from '@answer/sdk/server';
import { checkContent } from './content';
import { checkExtension, checkSize, ruleFor, type UploadProblem, type WriteLimits } from './rules';
import { findUpload, uploadsDir } from './storage';

export interface HandedOutDeps {
  dataDir: string;
  /** What upload addresses start with: the site's address, or the base path when it has none. */
  siteUrl: string;
  basePath: string;
  limits: WriteLimits;
}

const NOT_UPLOADED: UploadProblem = { key: 'error.file.not_uploaded' };

/** The stored path (`2024/05/<hex>.png`) an address names, or null when it names none of this site's uploads. */
export function storedPathOf(url: string, siteUrl: string, basePath: string): string | null {
  const address = url.trim();
  const prefixes = new Set([`${siteUrl.replace(/\/+$/, '')}/uploads/`, `${basePath}/uploads/`]);
  for (const prefix of prefixes) {
    // a bare `/uploads/` prefix only matches addresses on this site, never `//other.host/uploads/`
    if (!address.startsWith(prefix) || (prefix.startsWith('/') && address.startsWith('//'))) continue;
    const rest = address.slice(prefix.length);
    return /^[\w/.-]+$/.test(rest) ? rest : null;
  }
  return null;
}

export async function checkHandedOut(deps: HandedOutDeps, url: string, source: UploadSource): Promise<UploadProblem | null> {
  const stored = storedPathOf(url, deps.siteUrl, deps.basePath);
  const file = stored === null ? null : await findUpload(deps.dataDir, stored);
  if (!file || stored === null) return NOT_UPLOADED;
  const rule = ruleFor(source, deps.limits);
  const tooBig = checkSize(rule, file.size);
  const problem = checkExtension(rule, file.extension) ?? tooBig;
  if (problem) return problem;
  const bytes = await readFile(path.join(uploadsDir(deps.dataDir), ...stored.split('/')));
  return checkContent(rule, bytes, file.extension, deps.limits.max_image_megapixel);
}
