import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useKernel, useT } from '@answer/sdk';
import { registrationAllowed } from './api';

// Guests never open the account menu: its dropdown (and Popper behind it) loads for members only.
const AccountMenu = lazy(() => import('./AccountMenu'));

/** Header end: log in / sign up for guests, the account menu for logged-in users. */
export const HeaderItems = observer(function HeaderItems() {
  const { session, site } = useKernel();
  const t = useT();
  const user = session.user;

  if (!session.isLoggedIn || !user) {
    return (
      <div className="d-flex align-items-center gap-2">
        <Link className="nav-link px-2" to="/users/login">
          {t('header.log_in')}
        </Link>
        {registrationAllowed(site.info) ? (
          <Link className="btn btn-light" to="/users/register">
            {t('header.sign_up')}
          </Link>
        ) : null}
      </div>
    );
  }

  return (
    <Suspense fallback={null}>
      <AccountMenu />
    </Suspense>
  );
});
