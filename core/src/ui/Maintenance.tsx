/**
 * Maintenance mode in the browser. The site settings say whether it is on (and a 503 from the API
 * reloads them): anyone but an admin gets the maintenance page in place of every page but logging
 * in; admins keep the site and see a banner over every page saying so.
 */
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { routePoint } from '@answer/sdk';
import { useInternals, useKernelT } from '../internals';
import type { KernelInternals } from '../internals';
import { ROUTE } from '../http/pipeline';
import { ErrorPage } from './ErrorPage';

/** Where the admin plugin keeps the switch; the banner links there when such a page exists. */
const SWITCH_PATH = '/admin/maintenance';
/** Pages everyone keeps: an admin must be able to log in. */
const OPEN_PATHS = [ROUTE.login, '/install', '/maintenance'];

export function maintenanceOn(internals: Pick<KernelInternals, 'site' | 'boot'>): boolean {
  return internals.boot.mode === 'run' && internals.site.info.maintenance?.enabled === true;
}

/** Whether this visitor sees the maintenance page at `pathname` instead of the page. */
export function maintenanceBlocks(internals: Pick<KernelInternals, 'site' | 'boot' | 'session'>, pathname: string): boolean {
  if (!maintenanceOn(internals) || internals.session.isAdmin) return false;
  return !OPEN_PATHS.some((open) => pathname === open || pathname.startsWith(`${open}/`));
}

/** The whole page while the site is in maintenance, in the bare frame. */
export function MaintenanceScreen() {
  return (
    <main className="min-vh-100 d-flex flex-column bg-body-tertiary">
      <ErrorPage code="maintenance" />
    </main>
  );
}

/** Over every page an admin sees while the site is in maintenance. */
export const MaintenanceBanner = observer(function MaintenanceBanner() {
  const internals = useInternals();
  const t = useKernelT();
  if (!maintenanceOn(internals) || !internals.session.isAdmin) return null;
  const hasSwitch = internals.registry.get(routePoint).some((route) => route.value.path === SWITCH_PATH);
  return (
    <div className="alert alert-warning rounded-0 border-0 border-bottom mb-0 py-2 text-center small" role="status" data-maintenance-banner>
      {t('maintenance.banner')}
      {hasSwitch && (
        <>
          {' '}
          <Link to={SWITCH_PATH} className="alert-link">
            {t('maintenance.turn_off')}
          </Link>
        </>
      )}
    </div>
  );
});
