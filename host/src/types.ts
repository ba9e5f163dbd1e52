/**
 * Small views of the host handed to its own routes and pages. Routes get only what they use, so
 * they never import the host that composes them (no import circle) and can be read on their own.
 */
import type { Store } from './db/store';

/** Install mode serves only the installer; run mode the site. */
export type HostMode = 'install' | 'run';

/** The site's store; throws a 404 before the site is installed. */
export interface StoreSource {
  store(): Store;
}

/** The `site_info` reader of the store, as routes use it. */
export type SiteInfoReader = Store['siteInfo'];
