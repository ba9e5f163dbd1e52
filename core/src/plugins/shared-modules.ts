/**
 * The kernel's side of sdk/client/shared-modules.ts: the real module behind each shared name,
 * so an external plugin gets the page's React, router, MobX and i18next, not copies.
 */
import * as react from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as reactRouter from 'react-router';
import * as reactRouterDom from 'react-router-dom';
import * as mobx from 'mobx';
import * as mobxReactLite from 'mobx-react-lite';
import * as i18next from 'i18next';
import * as reactI18next from 'react-i18next';
import * as sdk from '@answer/sdk';
import type { SharedModuleName } from '@answer/sdk';

export const KERNEL_SHARED_MODULES: Readonly<Record<SharedModuleName, object>> = Object.freeze({
  react,
  'react/jsx-runtime': reactJsxRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  'react-router': reactRouter,
  'react-router-dom': reactRouterDom,
  mobx,
  'mobx-react-lite': mobxReactLite,
  i18next,
  'react-i18next': reactI18next,
  '@answer/sdk': sdk,
});
