/**
 * How the web app's code is cut into files. Vite's default gives every lazily imported module its
 * own file, which suits a third-party plugin but leaves a first visit with dozens of small files
 * from the built-ins, each a request and each a gzip stream too short to compress well. Code is
 * grouped by the moment a page needs it instead:
 *
 * - `index`: the kernel and everything it imports statically, React included, which Rolldown
 *   would otherwise split off into files of their own because lazy chunks import them too.
 * - `plugins`: every page loads the entry of every enabled built-in, so the entries and what they
 *   import statically from their own folder share one file. A built-in whose entry brings CSS
 *   keeps a file of its own, so the styles of a disabled plugin never reach the page.
 * - `contributions`: the components the built-ins contribute lazily
 *   (`lazyComponent(() => import(...))`) to points that plugins define, the question page's post
 *   and section slots, render together, so they and the code only they use share one file too.
 *   A lazy header item or sidebar widget (the kernel's points, on every page) and a plugin's
 *   pages keep their own chunks.
 *
 * Plugins' imports outside their folders (the sdk, React, other packages) stay where Vite puts
 * them. Installed (external) plugins are built on their own and are not affected.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { builtinClientEntries } from './builtin-plugins-module';

const ENTRIES_CHUNK = 'plugins';
const CONTRIBUTIONS_CHUNK = 'contributions';

interface ModuleNode {
  importedIds: readonly string[];
  importers: readonly string[];
  dynamicImporters: readonly string[];
}

export interface ModuleGraph {
  getModuleInfo(id: string): ModuleNode | null;
}

const CSS_FILE = /\.css($|\?)/;
// `<point>.contribute(..., lazyComponent(() => import('<module>')...` within one contribution
const LAZY_CONTRIBUTION = /(\w+)\.contribute\((?:(?!\.contribute\()[\s\S])*?lazyComponent\(\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\2\s*\)/g;
const SDK_IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]@answer\/sdk['"]/g;

function pluginDirOf(entry: string): string {
  return path.dirname(path.dirname(entry)) + path.sep;
}

/** What `root` imports statically from `dir`, itself included. */
function staticClosure(root: string, dir: string, graph: ModuleGraph): Set<string> {
  const reached = new Set([root]);
  const pending = [root];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) {
      if (!imported.startsWith(dir) || reached.has(imported)) continue;
      reached.add(imported);
      pending.push(imported);
    }
  }
  return reached;
}

/** The built-in entries and their static imports from their own folders: code every page runs. */
export function builtinEntryModules(entries: readonly string[], graph: ModuleGraph): Set<string> {
  const modules = new Set<string>();
  for (const entry of entries) {
    const reached = staticClosure(entry, pluginDirOf(entry), graph);
    if (![...reached].some((id) => CSS_FILE.test(id))) for (const id of reached) modules.add(id);
  }
  return modules;
}

/**
 * The lazily loaded contributions and what only they import, or what they share with code they
 * load lazily in turn (a dialog's chunk). A module that a page or another plugin's lazy import
 * also uses stays out, so that page does not load every contribution with it.
 */
export function contributionModules(roots: ReadonlyMap<string, string>, taken: ReadonlySet<string>, graph: ModuleGraph): Set<string> {
  const modules = new Set<string>();
  const candidates = new Set<string>();
  for (const [root, dir] of roots) {
    if (taken.has(root)) continue;
    modules.add(root);
    for (const id of staticClosure(root, dir, graph)) if (!taken.has(id) && !roots.has(id)) candidates.add(id);
  }
  /** Whether `id` runs only once the group has loaded: in it, or reached lazily from it alone. */
  const underGroup = (id: string, visiting: Set<string>): boolean => {
    if (modules.has(id)) return true;
    const node = graph.getModuleInfo(id);
    if (!node || visiting.has(id)) return false;
    visiting.add(id);
    const lazy = node.dynamicImporters.length > 0;
    if (lazy && !node.dynamicImporters.every((importer) => modules.has(importer))) return false;
    // neither imported lazily nor statically: a page's entry
    if (!lazy && node.importers.length === 0) return false;
    return node.importers.every((importer) => underGroup(importer, visiting));
  };
  for (let grew = true; grew; ) {
    grew = false;
    for (const id of candidates) {
      const node = graph.getModuleInfo(id);
      if (!node || node.dynamicImporters.length > 0 || !node.importers.every((importer) => underGroup(importer, new Set()))) continue;
      modules.add(id);
      candidates.delete(id);
      grew = true;
    }
  }
  return modules;
}

/** The names an entry takes from the sdk: the kernel's extension points among them. */
function sdkNames(source: string): Set<string> {
  const names = new Set<string>();
  for (const [, list = ''] of source.matchAll(SDK_IMPORT)) {
    for (const part of list.split(',')) {
      const local = part.replace(/^\s*type\s+/, '').split(/\s+as\s+/).pop()?.trim();
      if (local) names.add(local);
    }
  }
  return names;
}

/** The specifiers an entry hands to `lazyComponent(() => import(...))` for points plugins define. */
export function lazyContributionImports(source: string): string[] {
  const kernelNames = sdkNames(source);
  return [...source.matchAll(LAZY_CONTRIBUTION)].flatMap(([, point = '', , specifier = '']) => (kernelNames.has(point) || !specifier ? [] : [specifier]));
}

/** The Vite plugin: finds the lazy contributions in the built-in entries and sets up the groups. */
export function builtinChunks(root: string): Plugin {
  const entries = builtinClientEntries(root).map(({ entry }) => entry);
  /** Resolved module id of each lazy contribution, with its plugin's folder. */
  const lazyRoots = new Map<string, string>();
  let groups: { entries: Set<string>; contributions: Set<string> } | undefined;
  const membersOf = (graph: ModuleGraph) => {
    if (!groups) {
      const entryModules = builtinEntryModules(entries, graph);
      groups = { entries: entryModules, contributions: contributionModules(lazyRoots, entryModules, graph) };
    }
    return groups;
  };
  return {
    name: 'answer-builtin-chunks',
    apply: 'build',
    async buildStart() {
      lazyRoots.clear();
      groups = undefined;
      for (const entry of entries) {
        for (const specifier of lazyContributionImports(readFileSync(entry, 'utf8'))) {
          const resolved = await this.resolve(specifier, entry);
          if (resolved && !resolved.external) lazyRoots.set(resolved.id, pluginDirOf(entry));
        }
      }
    },
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  debugName: 'kernel',
                  name: 'index',
                  tags: ['$initial' as const],
                },
                {
                  debugName: 'built-in entries',
                  name: (id: string, graph: ModuleGraph) => (membersOf(graph).entries.has(id) ? ENTRIES_CHUNK : null),
                  includeDependenciesRecursively: false,
                },
                {
                  debugName: 'built-in lazy contributions',
                  name: (id: string, graph: ModuleGraph) => (membersOf(graph).contributions.has(id) ? CONTRIBUTIONS_CHUNK : null),
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
    }),
  };
}

/**
 * Resolves `react-router` to its production build (React Router 7 points every bundler at its
 * development build, warnings and checks included) and lets the bundler drop what the kernel and
 * the shared list never use: the build's top-level `X.displayName = ...` assignments and its
 * unannotated `React.forwardRef`/`createContext`/`memo` calls count as side effects, which keeps
 * `<Form>`, `<ScrollRestoration>` and their helpers on every page. Both are dropped or marked pure.
 */
export function reactRouterProduction(root: string): Plugin {
  const dist = path.join(root, 'node_modules', 'react-router', 'dist', 'production');
  return {
    name: 'answer-react-router-production',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
        ],
      },
    }),
    transform(code, id) {
      if (!id.startsWith(dist + path.sep)) return null;
      return {
        code: code.replace(/^\w+\.displayName = "[^"]*";$/gm, '').replace(/= (React\d*)\.(forwardRef|createContext|memo)\(/g, '= /* @__PURE__ */ $1.$2('),
        map: null,
      };
    },
  };
}

/**
 * The page's entry (`core/src/main.tsx`) imports the kernel (`core/src/boot.tsx`) when it is time
 * to run it: after the first paint of a server-rendered page, at once elsewhere. The page names the
 * kernel's file (and what it imports) for the browser to fetch meanwhile, so waiting to run it
 * never means waiting to download it.
 */
export function preloadKernel(root: string): Plugin {
  const kernelEntry = path.join(root, 'core', 'src', 'boot.tsx');
  return {
    name: 'answer-preload-kernel',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {});
        const kernel = chunks.find((chunk) => chunk.type === 'chunk' && chunk.facadeModuleId === kernelEntry);
        if (!kernel || kernel.type !== 'chunk') return [];
        const entries = new Set(chunks.filter((chunk) => chunk.type === 'chunk' && chunk.isEntry).map((chunk) => chunk.fileName));
        const files = [kernel.fileName, ...kernel.imports].filter((file) => !entries.has(file));
        return files.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}
