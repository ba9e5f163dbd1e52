/** The site header: name or logo, navigation from plugins, header items, colour scheme. */
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { headerItemPoint } from '@answer/sdk';
import { useInternals, useKernelT } from '../internals';
import { PluginBoundary } from '../ui/PluginBoundary';
import { barColours } from '../theme/contrast';
import { COLORED_NAVBAR_CLASS } from '../theme/site-colors';
import { themeConfig } from '../theme/theme';
import { ColorSchemeSwitch } from './ColorSchemeSwitch';
import { visibleNavItems } from './nav-items';
import { siteLogo, siteMobileLogo, siteName } from './site';

/** `sideNav`: the page shows the side navigation on wide screens, so the header's links are for narrow ones only. */
export const Header = observer(function Header({ sideNav = false }: { sideNav?: boolean }) {
  const { registry, session, site, i18n, status } = useInternals();
  const t = useKernelT();
  const name = siteName(site.info, i18n);
  const logo = siteLogo(site.info);
  const mobileLogo = siteMobileLogo(site.info);
  const { navbarStyle, navbarColor } = themeConfig(site.info);
  const colored = navbarStyle === 'colored';
  const navItems = visibleNavItems(registry, status, session);
  const headerItems = registry.get(headerItemPoint).filter((item) => !status.isFailed(item.pluginId));
  const [expanded, setExpanded] = useState(false);
  const { pathname } = useLocation();
  // the menu covers the page on narrow screens: following one of its links closes it
  useEffect(() => setExpanded(false), [pathname]);

  // Bootstrap's navbar markup without react-bootstrap's Navbar, whose collapse animation would
  // bring a transition library to every page; below the lg breakpoint the menu simply shows or hides.
  // A real <header> is the banner landmark, with the <nav> inside it.
  return (
    <header>
      <nav
        className={`navbar navbar-expand-lg ${colored ? COLORED_NAVBAR_CLASS : 'bg-body-tertiary border-bottom'}`}
        data-navbar-style={navbarStyle}
        data-bs-theme={colored ? barColours(navbarColor).scheme : undefined}
        aria-label={t('header.main_navigation')}
      >
        <div className="container-xxl">
          <Link to="/" className="navbar-brand fw-semibold">
            {mobileLogo && mobileLogo !== logo ? (
              // the small screens' image below the lg breakpoint, the logo above it
              <>
                <img src={mobileLogo} alt={name} height={32} className="d-lg-none" />
                {logo ? <img src={logo} alt={name} height={32} className="d-none d-lg-inline" /> : <span className="d-none d-lg-inline">{name}</span>}
              </>
            ) : logo ? (
              <img src={logo} alt={name} height={32} />
            ) : (
              name
            )}
          </Link>
          <button
            type="button"
            className={`navbar-toggler${expanded ? '' : ' collapsed'}`}
            aria-controls="answer-navbar"
            aria-expanded={expanded}
            aria-label={t('header.toggle_navigation')}
            onClick={() => setExpanded(!expanded)}
          >
            <span className="navbar-toggler-icon" />
          </button>
          <div className={`navbar-collapse collapse${expanded ? ' show' : ''}`} id="answer-navbar">
            <div className={`navbar-nav me-auto${sideNav ? ' d-lg-none' : ''}`}>
              {navItems.map((item) => (
                <NavLink className="nav-link" key={item.id} to={item.value.to} end={item.value.to === '/'}>
                  {item.value.icon ? <i className={`bi bi-${item.value.icon} me-2 d-lg-none`} aria-hidden="true" /> : null}
                  {i18n.t(`${item.pluginId}:${item.value.labelKey}`)}
                </NavLink>
              ))}
            </div>
            <div className="answer-header-items ms-lg-auto d-flex flex-column flex-lg-row align-items-lg-center gap-2 py-2 py-lg-0">
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
          </div>
        </div>
      </nav>
    </header>
  );
});
