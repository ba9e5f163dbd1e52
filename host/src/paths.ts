import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The repository (or installed package) root: built-in plugins, the web build and i18n live under it. */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const HOST_DIR = path.join(ROOT_DIR, 'host');
export const WEB_DIR = path.join(ROOT_DIR, 'dist', 'web');
