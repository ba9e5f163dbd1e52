/**
 * Modules an external plugin must import from the kernel instead of bundling, so there is one
 * React, one router, one MobX and one i18next. The kernel registers each as `kernel:<name>` in
 * SystemJS with an import map, and the plugin build keeps each external. One list drives both.
 *
 * Each module is shared either whole or as an explicit list of exported names. A list keeps the
 * page small: the kernel's bundle can drop what neither it nor the list uses (a whole router
 * would be ~50 KB gzip more on every page). The plugin build refuses an import outside a list.
 */

/** Shared with every export: CommonJS builds that cannot be trimmed, i18next's one instance, the sdk itself. */
export const WHOLE_MODULE = '*';

/**
 * react-router-dom 7 re-exports react-router: both names share the same surface and bindings.
 * The kernel runs the plain (not the data) router: no loaders, actions or `useBlocker`; a plugin
 * holds back navigation with `<UnsavedChangesPrompt>` or `useKernel().router.block`.
 */
const ROUTER_EXPORTS = [
  // components
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'Routes',
  'Route',
  // hooks
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
  'useMatch',
  'useHref',
  'useResolvedPath',
  'useInRouterContext',
  'useOutletContext',
  'useNavigationType',
  'useBeforeUnload',
  'useLinkClickHandler',
  // helpers
  'generatePath',
  'matchPath',
  'resolvePath',
  'createPath',
  'parsePath',
  'createSearchParams',
] as const;

export const SHARED_MODULE_EXPORTS = {
  react: WHOLE_MODULE,
  'react/jsx-runtime': WHOLE_MODULE,
  'react-dom': WHOLE_MODULE,
  'react-dom/client': WHOLE_MODULE,
  'react-router': ROUTER_EXPORTS,
  'react-router-dom': ROUTER_EXPORTS,
  mobx: [
    'observable',
    'observableRef',
    'observableShallow',
    'observableStruct',
    'computed',
    'action',
    'runInAction',
    'makeObservable',
    'makeAutoObservable',
    'reaction',
    'autorun',
    'when',
    'flow',
    'toJS',
    'isObservable',
  ],
  'mobx-react-lite': ['observer', 'Observer', 'useLocalObservable'],
  i18next: WHOLE_MODULE,
  'react-i18next': ['useTranslation', 'Trans', 'I18nextProvider'],
  '@answer/sdk': WHOLE_MODULE,
} as const satisfies Record<string, typeof WHOLE_MODULE | readonly string[]>;

export type SharedModuleName = keyof typeof SHARED_MODULE_EXPORTS;

/** The exported names shared of a listed module (never of a whole one). */
export type SharedExportName<M extends SharedModuleName> = (typeof SHARED_MODULE_EXPORTS)[M] extends readonly (infer N extends string)[] ? N : never;

export const SHARED_MODULES = Object.keys(SHARED_MODULE_EXPORTS) as readonly SharedModuleName[];

export const SHARED_MODULE_SCHEME = 'kernel:';

function isSharedModule(id: string): id is SharedModuleName {
  return Object.prototype.hasOwnProperty.call(SHARED_MODULE_EXPORTS, id);
}

/**
 * Why a plugin's import of `name` from shared `module` would find nothing at run time, or null
 * when it is fine. `name` is an imported binding (`default`, `*` for a namespace, an export
 * name), or null for an import that binds nothing.
 */
export function sharedImportProblem(module: string, name: string | null): string | null {
  if (!isSharedModule(module)) return `${module} is not a shared module; import ${SHARED_MODULES.join(', ')} by their exact names`;
  const exports: typeof WHOLE_MODULE | readonly string[] = SHARED_MODULE_EXPORTS[module];
  if (name === null || exports === WHOLE_MODULE || exports.includes(name)) return null;
  if (name === '*') return `${module} is shared by name: import the names you use (${exports.join(', ')})`;
  return `${module} does not share "${name}" with plugins; the shared names are ${exports.join(', ')}`;
}
