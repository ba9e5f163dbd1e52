/** What the maintenance page adds under its heading (see Maintenance.tsx). */
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { ROUTE } from '../http/pipeline';
import { useInternals, useKernelT } from '../internals';

/** The admin's message under the page's heading, and the way in for admins who are not logged in. */
export const MaintenanceDetails = observer(function MaintenanceDetails() {
  const { site, session } = useInternals();
  const t = useKernelT();
  const message = site.info.maintenance?.message?.trim();
  return (
    <>
      {message && (
        <p className="text-body" style={{ whiteSpace: 'pre-line', maxWidth: '40rem' }} data-maintenance-message>
          {message}
        </p>
      )}
      {!session.isLoggedIn && (
        <Link to={ROUTE.login} className="btn btn-link">
          {t('maintenance.log_in')}
        </Link>
      )}
    </>
  );
});
