/**
 * Modules an external plugin must import from the kernel instead of bundling, so there is one
 * React, one router, one MobX and one i18next. The kernel registers each as `kernel:<name>` in
 * SystemJS with an import map, and the plugin build keeps each external. One list drives both.
 */
export const SHARED_MODULES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'mobx',
  'mobx-react-lite',
  'i18next',
  'react-i18next',
  '@answer/sdk',
] as const;

export type SharedModuleName = (typeof SHARED_MODULES)[number];

export const SHARED_MODULE_SCHEME = 'kernel:';
