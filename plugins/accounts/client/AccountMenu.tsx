import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { USER_PAGE_ROUTE, useHasRoute, useKernel, useT } from '@answer/sdk';
import { UserCenterLinks } from './UserCenterLinks';

/** The logged-in member's menu at the end of the header. */
const AccountMenu = observer(function AccountMenu() {
  const { session, plugins } = useKernel();
  const t = useT();
  const profiles = useHasRoute(USER_PAGE_ROUTE);
  const user = session.user;
  if (!user) return null;
  const profile = `/users/${encodeURIComponent(user.username)}`;
  return (
    <NavDropdown align="end" id="account-menu" title={user.display_name || user.username}>
      <NavDropdown.Header>
        <div className="fw-semibold text-body">{user.display_name || user.username}</div>
        <div className="small">@{user.username}</div>
      </NavDropdown.Header>
      {/* the profile and its bookmarks tab, while a plugin serves profiles (and bookmarks) */}
      {profiles ? (
        <NavDropdown.Item as={Link} to={profile}>
          {t('header.profile')}
        </NavDropdown.Item>
      ) : null}
      {profiles && plugins.get('bookmarks')?.status === 'active' ? (
        <NavDropdown.Item as={Link} to={`${profile}/bookmarks`}>
          {t('header.bookmarks')}
        </NavDropdown.Item>
      ) : null}
      <NavDropdown.Item as={Link} to="/users/settings">
        {t('header.settings')}
      </NavDropdown.Item>
      {session.isAdmin ? (
        <NavDropdown.Item as={Link} to="/admin">
          {t('header.admin')}
        </NavDropdown.Item>
      ) : null}
      <UserCenterLinks />
      <NavDropdown.Divider />
      <NavDropdown.Item as={Link} to="/users/logout">
        {t('header.log_out')}
      </NavDropdown.Item>
    </NavDropdown>
  );
});

export default AccountMenu;
