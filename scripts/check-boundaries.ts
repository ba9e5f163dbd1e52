/**
 * The import rules of the architecture, checked on every .ts/.tsx file:
 * - `core/` never imports `plugins/`;
 * - `sdk/` never imports `core/` (the kernel injects implementations at boot);
 * - a plugin imports only `@answer/sdk`, `@answer/sdk/server`, its own files and npm packages:
 *   never another plugin, `core/`, `host/` or sdk internals. Test files inside a plugin may also
 *   use the shared test code (`tests/`), start a host and read `schemas/`; they are never bundled.
 * - no code that serves requests imports `node:async_hooks` (AsyncLocalStorage): its first use
 *   turns on Node's promise hooks, which every later promise of the process pays for
 *   (docs/performance.md); tests and the statement counter tests turn on are exempt.
 * And one rule on the folders: every plugin folder (a folder of `plugins/` with a `plugin.json`)
 * has a README.md with a title and at least one section with text, the map of what it owns.
 * Prints `file:line message` (or `file message` for a whole file) for each violation and exits 1
 * when there is any.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

export interface Violation {
  /** Path relative to the root, with forward slashes. */
  file: string;
  /** Absent when the violation is about the whole file (a missing README). */
  line?: number;
  /** The import that breaks a rule; absent for the folder rule. */
  specifier?: string;
  message: string;
}

const SCANNED = ['core', 'sdk', 'plugins', 'host'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git']);
const TOP_LEVEL = new Set(['core', 'sdk', 'plugins', 'host', 'schemas', 'tests', 'scripts', 'bench']);
const PUBLIC_SDK = new Set(['@answer/sdk', '@answer/sdk/server']);
/** What a plugin's own tests may reach besides the plugin: shared test code, a host to start, shared schemas. */
const TEST_ONLY_TARGETS = new Set(['tests', 'host', 'sdk', 'schemas']);

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  const files: string[] = [];
  for (const name of entries) {
    if (SKIPPED_DIRS.has(name)) continue;
    const full = path.join(dir, name);
    const stat = statSync(full);
    if (stat.isDirectory()) files.push(...sourceFiles(full));
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

function toPosix(file: string): string {
  return file.split(path.sep).join('/');
}

/** Where an import points inside the repository (posix path from the root), or null for a package. */
function repoTarget(root: string, importer: string, specifier: string): string | null {
  if (specifier.startsWith('.') || path.isAbsolute(specifier)) {
    const target = path.relative(root, path.resolve(path.dirname(importer), specifier));
    return target.startsWith('..') ? null : toPosix(target);
  }
  // tsconfig's baseUrl makes `core/...` resolvable as a bare name too.
  const first = specifier.split('/')[0];
  return TOP_LEVEL.has(first) ? specifier : null;
}

const PROMISE_HOOKS = new Set(['async_hooks', 'node:async_hooks']);
/** Loaded only when `ANSWER_QUERY_COUNT` asks for statement counts (tests, diagnosis). */
const PROMISE_HOOKS_ALLOWED = new Set(['host/src/db/query-count.ts']);

function isTestFile(pluginRelative: string): boolean {
  return /\.test\.tsx?$/.test(pluginRelative) || pluginRelative.startsWith('tests/');
}

function pluginRule(file: string, specifier: string, target: string | null): string | null {
  const [, pluginId, ...rest] = file.split('/');
  const inPlugin = rest.join('/');
  if (specifier.startsWith('@answer/sdk')) {
    return PUBLIC_SDK.has(specifier) ? null : `plugin ${pluginId} imports sdk internals (${specifier}); use @answer/sdk or @answer/sdk/server`;
  }
  if (target === null) return null;
  const [top, second] = target.split('/');
  if (top === 'plugins' && second === pluginId) return null;
  if (top === 'plugins') return `plugin ${pluginId} imports another plugin (${second})`;
  if (top === 'core') return `plugin ${pluginId} imports the kernel (core/)`;
  if (isTestFile(inPlugin) && TEST_ONLY_TARGETS.has(top)) return null;
  if (top === 'host') return `plugin ${pluginId} imports the host (host/)`;
  if (top === 'sdk') return `plugin ${pluginId} imports sdk internals (${specifier}); use @answer/sdk or @answer/sdk/server`;
  return `plugin ${pluginId} imports ${specifier}, outside its folder`;
}

function ruleFor(file: string, specifier: string, target: string | null): string | null {
  const top = file.split('/')[0];
  const targetTop = target?.split('/')[0];
  if (PROMISE_HOOKS.has(specifier) && !PROMISE_HOOKS_ALLOWED.has(file) && !isTestFile(file)) {
    return `${specifier} turns on promise hooks that every request would pay for; mark the request instead`;
  }
  if (top === 'core' && targetTop === 'plugins') return `core/ imports plugins/ (${specifier})`;
  if (top === 'sdk' && targetTop === 'core') return `sdk/ imports core/ (${specifier})`;
  if (top === 'plugins') return pluginRule(file, specifier, target);
  return null;
}

/** Folders directly under `plugins/` that hold a manifest. */
function pluginFolders(root: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(path.join(root, 'plugins'));
  } catch {
    return [];
  }
  return entries.filter((name) => !SKIPPED_DIRS.has(name) && isFile(path.join(root, 'plugins', name, 'plugin.json'))).sort();
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Why a README does not count, or null when it does. A title and one section with a line of text
 * under it: enough that an empty or placeholder file fails, without judging the prose.
 */
function readmeProblem(text: string): string | null {
  const lines = text.split(/\r?\n/);
  if (!lines.some((line) => /^# \S/.test(line))) return 'incomplete: no "# " title';
  let inSection = false;
  for (const line of lines) {
    const heading = /^(#+) /.exec(line);
    if (heading) {
      // A subheading neither opens nor closes a section, nor counts as its text.
      if (heading[1].length <= 2) inSection = heading[1].length === 2;
    } else if (inSection && line.trim() !== '') return null;
  }
  return 'incomplete: no "## " section with text under it';
}

function checkReadmes(root: string): Violation[] {
  const violations: Violation[] = [];
  for (const pluginId of pluginFolders(root)) {
    const file = `plugins/${pluginId}/README.md`;
    const full = path.join(root, 'plugins', pluginId, 'README.md');
    if (!isFile(full)) {
      violations.push({ file, message: `missing: plugin ${pluginId} has a plugin.json, so it needs a README.md saying what it owns` });
      continue;
    }
    const problem = readmeProblem(readFileSync(full, 'utf8'));
    if (problem) violations.push({ file, message: `${problem} (plugin ${pluginId})` });
  }
  return violations;
}

export function checkBoundaries(root: string): Violation[] {
  const absoluteRoot = path.resolve(root);
  const violations: Violation[] = checkReadmes(absoluteRoot);
  for (const dir of SCANNED) {
    for (const full of sourceFiles(path.join(absoluteRoot, dir))) {
      const file = toPosix(path.relative(absoluteRoot, full));
      const text = readFileSync(full, 'utf8');
      const info = ts.preProcessFile(text, true, true);
      for (const ref of info.importedFiles) {
        const target = repoTarget(absoluteRoot, full, ref.fileName);
        const message = ruleFor(file, ref.fileName, target);
        if (!message) continue;
        const line = text.slice(0, ref.pos).split('\n').length;
        violations.push({ file, line, specifier: ref.fileName, message });
      }
    }
  }
  return violations;
}

export function formatViolation(violation: Violation): string {
  const where = violation.line === undefined ? violation.file : `${violation.file}:${violation.line}`;
  return `${where} ${violation.message}`;
}

function main(): void {
  const root = process.argv[2] ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const violations = checkBoundaries(root);
  for (const violation of violations) console.error(formatViolation(violation));
  if (violations.length > 0) {
    console.error(`boundaries: ${violations.length} violation(s)`);
    process.exit(1);
  }
  console.log('boundaries: import rules hold and every plugin has a README');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
