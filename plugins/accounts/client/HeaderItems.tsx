import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { useKernel, useT } from '@answer/sdk';
import { registrationAllowed } from './api';

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
    <NavDropdown align="end" id="account-menu" title={user.display_name || user.username}>
      <NavDropdown.Header>
        <div className="fw-semibold text-body">{user.display_name || user.username}</div>
        <div className="small">@{user.username}</div>
      </NavDropdown.Header>
      <NavDropdown.Item as={Link} to="/users/settings">
        {t('header.settings')}
      </NavDropdown.Item>
      {session.isAdmin ? (
        <NavDropdown.Item as={Link} to="/admin">
          {t('header.admin')}
        </NavDropdown.Item>
      ) : null}
      <NavDropdown.Divider />
      <NavDropdown.Item as={Link} to="/users/logout">
        {t('header.log_out')}
      </NavDropdown.Item>
    </NavDropdown>
  );
});
