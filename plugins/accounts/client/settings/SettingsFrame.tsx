import type { ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { NavLink } from 'react-router-dom';
import { useKernel, useLoaded, useT } from '@answer/sdk';
import { loadUserPlugins, type UserPluginEntry } from './api';

/** The settings pages, in menu order; paths under /users/settings/. */
export const SETTINGS_PAGES = [
  { path: 'profile', labelKey: 'settings.menu.profile' },
  { path: 'notify', labelKey: 'settings.menu.notify' },
  { path: 'account', labelKey: 'settings.menu.account' },
  { path: 'interface', labelKey: 'settings.menu.interface' },
] as const;

/** Plugins with settings of the member's own, each a page of the menu after the built-in ones. */
function useUserPlugins(): UserPluginEntry[] {
  const { http } = useKernel();
  // without the list (an unverified member may not ask for it) the menu has the built-in pages only
  return useLoaded('user-plugins', () => loadUserPlugins(http)) ?? [];
}

/** The left menu beside each settings page. */
export function SettingsFrame({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const t = useT();
  const plugins = useUserPlugins();
  return (
    <Row className="py-2">
      <Col md={3} lg={2} className="mb-4">
        <nav aria-label={t('settings.menu.label')}>
          <ul className="nav nav-pills flex-column">
            {SETTINGS_PAGES.map((page) => (
              <li className="nav-item" key={page.path}>
                <NavLink className="nav-link" to={`/users/settings/${page.path}`}>
                  {t(page.labelKey)}
                </NavLink>
              </li>
            ))}
            {plugins.map((plugin) => (
              <li className="nav-item" key={plugin.slug_name}>
                <NavLink className="nav-link" to={`/users/settings/${plugin.slug_name}`}>
                  {plugin.name}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </Col>
      <Col md={9} lg={8} xl={7}>
        <h1 className="h3 mb-2">{title}</h1>
        {intro ? <div className="text-secondary mb-4">{intro}</div> : <div className="mb-4" />}
        {children}
      </Col>
    </Row>
  );
}

/** While a page's data loads. */
export function SettingsLoading() {
  const t = useT();
  return (
    <div className="py-4 text-center" role="status">
      <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
      {t('settings.loading')}
    </div>
  );
}
