/** The site header: name or logo, navigation from plugins, header items, colour scheme. */
import { observer } from 'mobx-react-lite';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { Link, NavLink } from 'react-router-dom';
import { headerItemPoint, navItemPoint } from '@answer/sdk';
import type { RegisteredContribution, NavItemContribution, SessionView } from '@answer/sdk';
import { useInternals, useKernelT } from '../internals';
import { PluginBoundary } from '../ui/PluginBoundary';
import { themeConfig } from '../theme/theme';
import { ColorSchemeSwitch } from './ColorSchemeSwitch';
import { siteLogo, siteName } from './site';

function isVisible(item: RegisteredContribution<NavItemContribution>, session: SessionView): boolean {
  try {
    return item.value.visible ? item.value.visible(session) : true;
  } catch (error) {
    console.error(`[plugin ${item.pluginId}] nav item visibility check failed`, error);
    return false;
  }
}

export const Header = observer(function Header() {
  const { registry, session, site, i18n, status } = useInternals();
  const t = useKernelT();
  const name = siteName(site.info, i18n);
  const logo = siteLogo(site.info);
  const { navbarStyle } = themeConfig(site.info);
  const colored = navbarStyle !== 'light';
  const navItems = registry
    .get(navItemPoint)
    .filter((item) => !status.isFailed(item.pluginId) && isVisible(item, session));
  const headerItems = registry.get(headerItemPoint).filter((item) => !status.isFailed(item.pluginId));

  // A real <header> is the banner landmark; react-bootstrap's Navbar gives any element other than
  // <nav> the navigation role, so it stays a <nav> inside it and the links are a plain list.
  return (
    <header>
      <Navbar
        expand="lg"
        className={colored ? 'bg-primary' : 'bg-body-tertiary border-bottom'}
        data-bs-theme={colored ? 'dark' : undefined}
        aria-label={t('header.main_navigation')}
      >
        <Container>
          <Navbar.Brand as={Link} to="/" className="fw-semibold">
            {logo ? <img src={logo} alt={name} height={32} /> : name}
          </Navbar.Brand>
          <Navbar.Toggle aria-controls="answer-navbar" aria-label={t('header.toggle_navigation')} />
          <Navbar.Collapse id="answer-navbar">
            <Nav className="me-auto">
              {navItems.map((item) => (
                <Nav.Link as={NavLink} key={item.id} to={item.value.to} end={item.value.to === '/'}>
                  {i18n.t(`${item.pluginId}:${item.value.labelKey}`)}
                </Nav.Link>
              ))}
            </Nav>
            <div className="d-flex flex-column flex-lg-row align-items-lg-center gap-2 py-2 py-lg-0">
              {headerItems.map((item) => {
                const Item = item.value.component;
                return (
                  <PluginBoundary key={item.id} pluginId={item.pluginId} kind="slot">
                    <Item />
                  </PluginBoundary>
                );
              })}
              <ColorSchemeSwitch />
            </div>
          </Navbar.Collapse>
        </Container>
      </Navbar>
    </header>
  );
});
