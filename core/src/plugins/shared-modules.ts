/**
 * The kernel's side of sdk/client/shared-modules.ts: the real module behind each shared name,
 * so an external plugin gets the page's React, router, MobX and i18next, not copies.
 *
 * Loaded only by the external transport (system-transport.ts), so what plugins may use but the
 * kernel does not (react-i18next) costs pages without an external plugin nothing.
 *
 * Whole modules are namespace imports. Listed modules import exactly their listed names (no
 * namespace import, which would keep every export in the page's bundle); `satisfies` makes the
 * compiler reject a name missing from, or not in, the sdk's list.
 */
import * as react from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import {
  Link,
  NavLink,
  Navigate,
  Outlet,
  Routes,
  Route,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  useMatch,
  useHref,
  useResolvedPath,
  useInRouterContext,
  useOutletContext,
  useNavigationType,
  useBeforeUnload,
  useLinkClickHandler,
  generatePath,
  matchPath,
  resolvePath,
  createPath,
  parsePath,
  createSearchParams,
} from 'react-router-dom';
import {
  observable,
  observableRef,
  observableShallow,
  observableStruct,
  computed,
  action,
  runInAction,
  makeObservable,
  makeAutoObservable,
  reaction,
  autorun,
  when,
  flow,
  toJS,
  isObservable,
} from 'mobx';
import { observer, Observer, useLocalObservable } from 'mobx-react-lite';
import * as i18next from 'i18next';
import { useTranslation, Trans, I18nextProvider, setI18n } from 'react-i18next';
import * as sdk from '@answer/sdk';
import type { SharedExportName, SharedModuleName } from '@answer/sdk';
import type { SharedModuleTable } from './system-transport';

type Surface<M extends SharedModuleName> = { readonly [Name in SharedExportName<M>]: unknown };

function surface<M extends SharedModuleName>(exports: Surface<M>): Readonly<Surface<M>> {
  // A module namespace has no prototype; neither does its stand-in.
  return Object.freeze(Object.assign(Object.create(null) as object, exports)) as Readonly<Surface<M>>;
}

const router = {
  Link,
  NavLink,
  Navigate,
  Outlet,
  Routes,
  Route,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  useMatch,
  useHref,
  useResolvedPath,
  useInRouterContext,
  useOutletContext,
  useNavigationType,
  useBeforeUnload,
  useLinkClickHandler,
  generatePath,
  matchPath,
  resolvePath,
  createPath,
  parsePath,
  createSearchParams,
} satisfies Surface<'react-router-dom'> & Surface<'react-router'>;

const mobx = {
  observable,
  observableRef,
  observableShallow,
  observableStruct,
  computed,
  action,
  runInAction,
  makeObservable,
  makeAutoObservable,
  reaction,
  autorun,
  when,
  flow,
  toJS,
  isObservable,
} satisfies Surface<'mobx'>;

// The kernel renders no I18nextProvider: react-i18next's hooks find the kernel's instance here.
setI18n(i18next.default);

export const KERNEL_SHARED_MODULES: SharedModuleTable = Object.freeze({
  react,
  'react/jsx-runtime': reactJsxRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  // react-router-dom 7 re-exports react-router's bindings, so one surface serves both names.
  'react-router': surface<'react-router'>(router),
  'react-router-dom': surface<'react-router-dom'>(router),
  mobx: surface<'mobx'>(mobx),
  'mobx-react-lite': surface<'mobx-react-lite'>({ observer, Observer, useLocalObservable } satisfies Surface<'mobx-react-lite'>),
  i18next,
  'react-i18next': surface<'react-i18next'>({ useTranslation, Trans, I18nextProvider } satisfies Surface<'react-i18next'>),
  '@answer/sdk': sdk,
});
