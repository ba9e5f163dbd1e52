/** The plugin author's API (client half). */
export * from './extension';
export * from './points';
export * from './services';
export * from './plugin';
export * from './react';
export * from './captcha';
export * from './content';
export * from './unsaved-changes';
export * from './slot';
export * from './routes';
export * from './shared-modules';
export { API_BASE, ADMIN_API_BASE, INSTALL_API_BASE } from '../shared/paths';
export * from '../shared/ids';
export { KERNEL_VERSION } from '../shared/boot';
export { SchemaForm } from './schema-form-lazy';
export type { SchemaFormData, SchemaFormProps } from './schema-form-types';
export { collectMessages } from './schema-form-utils';
