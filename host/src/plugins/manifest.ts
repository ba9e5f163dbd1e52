/**
 * Finds plugin folders and reads what they declare: the manifest (checked strictly against
 * schemas/plugin.schema.json and the kernel range), config schemas and translations. Nothing here
 * runs plugin code, and no folder can make discovery throw.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import semver from 'semver';
import { KERNEL_VERSION } from '../../../sdk/shared/boot';
import { isTree, SUPPORTED_LANGUAGES, type Tree } from '../i18n';
import { HOST_DIR, ROOT_DIR } from '../paths';

export interface PluginManifest {
  id: string;
  name: string;
  description: string;
  version: string;
  type: string;
  kernel: string;
  author?: string;
  link?: string;
  client?: { entry: string; css?: string[] };
  server?: { entry: string };
  config?: { schema: string; uiSchema?: string };
  /** Settings each member keeps for this plugin, in the same form as `config`. */
  userConfig?: { schema: string; uiSchema?: string };
  i18n?: { dir: string; locales: string[] };
  contributes?: { routes?: string[] };
  dependencies?: { plugins?: Record<string, string> };
}

export interface PluginProblem {
  status: 'incompatible' | 'failed';
  reason: string;
}

export interface PluginTranslations {
  ui: Tree;
  backend: Tree;
}

export interface DiscoveredPlugin {
  id: string;
  dir: string;
  builtin: boolean;
  required: boolean;
  manifest: PluginManifest | null;
  problem: PluginProblem | null;
  configSchema: Tree | null;
  uiSchema: Tree | null;
  /** Schema of each member's own settings (`userConfig`), or null. */
  userConfigSchema: Tree | null;
  userUiSchema: Tree | null;
  translations: Map<string, PluginTranslations>;
}

interface Distribution {
  builtin: string[];
  required: string[];
}

export function readDistribution(): Distribution {
  const parsed = JSON.parse(readFileSync(path.join(HOST_DIR, 'distribution.json'), 'utf8')) as Partial<Distribution>;
  return { builtin: parsed.builtin ?? [], required: parsed.required ?? [] };
}

const manifestSchema = JSON.parse(readFileSync(path.join(ROOT_DIR, 'schemas', 'plugin.schema.json'), 'utf8')) as Tree;
// Strict on purpose: a manifest is a contract, a typo in a key must be reported, not ignored.
const manifestAjv = new Ajv({ strict: true, allErrors: true });
const validateManifest = manifestAjv.compile<PluginManifest>(manifestSchema);

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function describeManifestErrors(): string {
  return (validateManifest.errors ?? [])
    .map((error) => `${error.instancePath || '/'} ${error.message ?? error.keyword}${error.keyword === 'additionalProperties' ? ` (${String(error.params.additionalProperty)})` : ''}`)
    .join('; ');
}

/** Resolves `relative` inside `dir`, or null when it would leave the folder. */
export function insideDir(dir: string, relative: string): string | null {
  const root = path.resolve(dir);
  const target = path.resolve(root, relative);
  return target === root || target.startsWith(root + path.sep) ? target : null;
}

function readTranslations(dir: string, manifest: PluginManifest): Map<string, PluginTranslations> {
  const translations = new Map<string, PluginTranslations>();
  const i18nDir = insideDir(dir, manifest.i18n?.dir ?? 'i18n');
  if (!i18nDir) throw new Error('i18n.dir points outside the plugin folder');
  for (const lang of SUPPORTED_LANGUAGES) {
    const file = path.join(i18nDir, `${lang}.json`);
    const serverFile = path.join(i18nDir, 'server', `${lang}.json`);
    if (!existsSync(file) && !existsSync(serverFile)) continue;
    const main = existsSync(file) ? readJson(file) : {};
    const extra = existsSync(serverFile) ? readJson(serverFile) : {};
    if (!isTree(main) || !isTree(extra)) throw new Error(`${lang}.json is not a JSON object`);
    translations.set(lang, {
      ui: isTree(main.ui) ? main.ui : {},
      backend: { ...(isTree(main.backend) ? main.backend : {}), ...(isTree(extra.backend) ? extra.backend : extra) },
    });
  }
  return translations;
}

function readSchema(dir: string, relative: string, label: string): Tree {
  const file = insideDir(dir, relative);
  if (!file) throw new Error(`${label} points outside the plugin folder`);
  const value = readJson(file);
  if (!isTree(value)) throw new Error(`${label} is not a JSON object`);
  return value;
}

function discoverOne(dir: string, folderId: string, builtin: boolean, required: boolean): DiscoveredPlugin {
  const plugin: DiscoveredPlugin = {
    id: folderId,
    dir,
    builtin,
    required,
    manifest: null,
    problem: null,
    configSchema: null,
    uiSchema: null,
    userConfigSchema: null,
    userUiSchema: null,
    translations: new Map(),
  };
  const manifestFile = path.join(dir, 'plugin.json');
  let raw: unknown;
  try {
    raw = readJson(manifestFile);
  } catch (error) {
    plugin.problem = { status: 'incompatible', reason: `Cannot read plugin.json: ${(error as Error).message}` };
    return plugin;
  }
  if (!validateManifest(raw)) {
    plugin.problem = { status: 'incompatible', reason: `Invalid plugin.json: ${describeManifestErrors()}` };
    return plugin;
  }
  const manifest = raw;
  plugin.manifest = manifest;
  if (manifest.id !== folderId) {
    plugin.problem = { status: 'incompatible', reason: `Manifest id "${manifest.id}" does not match its folder "${folderId}"` };
    return plugin;
  }
  if (!semver.validRange(manifest.kernel)) {
    plugin.problem = { status: 'incompatible', reason: `Invalid kernel range "${manifest.kernel}"` };
    return plugin;
  }
  if (!semver.satisfies(KERNEL_VERSION, manifest.kernel)) {
    plugin.problem = { status: 'incompatible', reason: `Requires kernel ${manifest.kernel}; this kernel is ${KERNEL_VERSION}` };
    return plugin;
  }
  try {
    plugin.translations = readTranslations(dir, manifest);
    if (manifest.config) {
      plugin.configSchema = readSchema(dir, manifest.config.schema, 'config.schema');
      if (manifest.config.uiSchema) plugin.uiSchema = readSchema(dir, manifest.config.uiSchema, 'config.uiSchema');
    }
    if (manifest.userConfig) {
      plugin.userConfigSchema = readSchema(dir, manifest.userConfig.schema, 'userConfig.schema');
      if (manifest.userConfig.uiSchema) plugin.userUiSchema = readSchema(dir, manifest.userConfig.uiSchema, 'userConfig.uiSchema');
    }
  } catch (error) {
    plugin.problem = { status: 'failed', reason: (error as Error).message };
  }
  return plugin;
}

function checkDependencies(plugins: DiscoveredPlugin[]): void {
  const byId = new Map(plugins.map((plugin) => [plugin.id, plugin]));
  // Repeat until stable: a plugin that loses a dependency can take its dependants with it.
  let changed = true;
  while (changed) {
    changed = false;
    for (const plugin of plugins) {
      if (plugin.problem || !plugin.manifest?.dependencies?.plugins) continue;
      for (const [dependency, range] of Object.entries(plugin.manifest.dependencies.plugins)) {
        const target = byId.get(dependency);
        let reason: string | null = null;
        if (!target || !target.manifest) reason = `Needs plugin "${dependency}", which is not installed`;
        else if (target.problem) reason = `Needs plugin "${dependency}", which is ${target.problem.status}`;
        else if (semver.validRange(range) && !semver.satisfies(target.manifest.version, range)) {
          reason = `Needs plugin "${dependency}" ${range}; installed is ${target.manifest.version}`;
        }
        if (reason) {
          plugin.problem = { status: 'incompatible', reason };
          changed = true;
          break;
        }
      }
    }
  }
}

/** Built-ins from the distribution, then every folder of `<dataDir>/plugins`. */
export function discoverPlugins(dataDir: string): DiscoveredPlugin[] {
  const distribution = readDistribution();
  const plugins: DiscoveredPlugin[] = distribution.builtin.map((id) =>
    discoverOne(path.join(ROOT_DIR, 'plugins', id), id, true, distribution.required.includes(id)),
  );
  const externalDir = path.join(dataDir, 'plugins');
  if (existsSync(externalDir)) {
    const taken = new Set(plugins.map((plugin) => plugin.id));
    for (const entry of readdirSync(externalDir).sort()) {
      const dir = path.join(externalDir, entry);
      if (entry.startsWith('.') || !statSync(dir).isDirectory()) continue;
      const plugin = discoverOne(dir, entry, false, false);
      if (taken.has(plugin.id)) {
        plugin.problem = { status: 'incompatible', reason: `A plugin with id "${plugin.id}" is already installed` };
        plugin.id = `${entry}@external`;
      }
      taken.add(plugin.id);
      plugins.push(plugin);
    }
  }
  checkDependencies(plugins);
  return plugins;
}
