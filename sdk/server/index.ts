/** The plugin author's API (server half). */
export * from './plugin';
export * from './errors';
export * from './context';
export { API_BASE, ADMIN_API_BASE, INSTALL_API_BASE } from '../shared/paths';
export * from '../shared/ids';
export * from '../shared/permalink';
export * from '../shared/maintenance';
export * from './migrations';
export * from './config-values';
export * from './member';
export * from './mail';
export * from './events';
export * from './queries';
export * from './dashboard';
export * from './paging';
export * from './shared-cache';
export * from './brief-cache';
export * from './site-settings';
