/**
 * Uploads on local disk: `<DATA_DIR>/uploads/<yyyy>/<mm>/<random>.<ext>`. Names are random (never
 * the uploader's), so a stored path says nothing about its owner and cannot be guessed or collide.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** `2024/05/<32 hex>.png`: the only shape a stored upload's path has. */
const STORED_PATH = /^(\d{4})\/(\d{2})\/([a-f0-9]{32})\.([a-z0-9]{1,10})$/;

export const uploadsDir = (dataDir: string): string => path.join(dataDir, 'uploads');

/** Writes `bytes` under a fresh name; returns the path relative to the uploads folder (with `/`). */
export async function storeUpload(dataDir: string, bytes: Uint8Array, extension: string, now = new Date()): Promise<string> {
  const year = String(now.getUTCFullYear());
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const folder = path.join(uploadsDir(dataDir), year, month);
  await mkdir(folder, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${extension}`;
  // `wx`: never overwrite, even in the impossible case of a repeated random name
  await writeFile(path.join(folder, name), bytes, { flag: 'wx', mode: 0o644 });
  return `${year}/${month}/${name}`;
}

export interface StoredFile {
  extension: string;
  size: number;
  open(): ReadStream;
}

/** The stored file at `relative` (as `storeUpload` returned it), or null for anything else. */
export async function findUpload(dataDir: string, relative: string): Promise<StoredFile | null> {
  const match = STORED_PATH.exec(relative);
  if (!match) return null;
  const file = path.join(uploadsDir(dataDir), match[1], match[2], `${match[3]}.${match[4]}`);
  try {
    const info = await stat(file);
    if (!info.isFile()) return null;
    return { extension: match[4], size: info.size, open: () => createReadStream(file) };
  } catch {
    return null;
  }
}
