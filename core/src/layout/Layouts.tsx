/**
 * The four page frames a route can ask for (`RouteContribution.layout`). Bootstrap's grid is plain
 * class names: react-bootstrap's Container, Row and Col would add their code to every page for it.
 */
import { Fragment } from 'react';
import { observer } from 'mobx-react-lite';
import { Outlet } from 'react-router-dom';
import { AdminMenuLink, adminMenuPoint, adminNoticePoint, sidebarWidgetPoint } from '@answer/sdk';
import type { AdminMenuContribution, AdminMenuSection, RegisteredContribution } from '@answer/sdk';
import { useInternals, useKernelT } from '../internals';
import { ErrorPage } from '../ui/ErrorPage';
import { MaintenanceBanner } from '../ui/Maintenance';
import { PluginBoundary } from '../ui/PluginBoundary';
import { Footer } from './Footer';
import { Header } from './Header';
import { SideNav } from './SideNav';
import './side-nav.css';

/** The route's page, unless a request asked for an error page in its place. */
const Content = observer(function Content() {
  const { feedback } = useInternals();
  return feedback.errorPage ? <ErrorPage code={feedback.errorPage} /> : <Outlet />;
});

const CustomHeader = observer(function CustomHeader() {
  const { site } = useInternals();
  const html = site.info.custom_css_html?.custom_header;
  return html ? <div data-custom="header" dangerouslySetInnerHTML={{ __html: html }} /> : null;
});

function Frame({ children, sideNav = false }: { children: React.ReactNode; sideNav?: boolean }) {
  return (
    <div className="d-flex flex-column min-vh-100">
      <MaintenanceBanner />
      <CustomHeader />
      <Header sideNav={sideNav} />
      <main className="flex-grow-1">{children}</main>
      <Footer />
    </div>
  );
}

/** The side navigation's column on wide screens; narrow ones reach the links from the header menu. */
function SideNavColumn() {
  return (
    <div className="col-lg-2 d-none d-lg-block answer-side-nav-column">
      <SideNav />
    </div>
  );
}

export function MainLayout() {
  return (
    <Frame sideNav>
      <div className="container-xxl py-3">
        <div className="row">
          <SideNavColumn />
          <div className="col-lg-10">
            <Content />
          </div>
        </div>
      </div>
    </Frame>
  );
}

const Sidebar = observer(function Sidebar() {
  const { registry, site, status } = useInternals();
  const widgets = registry.get(sidebarWidgetPoint).filter((widget) => !status.isFailed(widget.pluginId));
  const custom = site.info.custom_css_html?.custom_sidebar;
  return (
    <aside className="d-flex flex-column gap-3">
      {widgets.map((widget) => {
        const Widget = widget.value.component;
        return (
          <PluginBoundary key={widget.id} pluginId={widget.pluginId} kind="slot">
            <Widget />
          </PluginBoundary>
        );
      })}
      {custom && <div data-custom="sidebar" dangerouslySetInnerHTML={{ __html: custom }} />}
    </aside>
  );
});

export function SideNavLayout() {
  return (
    <Frame sideNav>
      <div className="container-xxl py-3">
        <div className="row">
          <SideNavColumn />
          <div className="col-lg-7 mb-4">
            <Content />
          </div>
          <div className="col-lg-3">
            <Sidebar />
          </div>
        </div>
      </div>
    </Frame>
  );
}

/** Spec section 2 "Admin menu" order; grouped sections get a heading over their entries. */
export const ADMIN_SECTIONS: readonly AdminMenuSection[] = ['dashboard', 'contents', 'users', 'badges', 'customize', 'settings', 'plugins'];
const GROUPED_SECTIONS: ReadonlySet<AdminMenuSection> = new Set(['contents', 'customize', 'settings', 'plugins']);

export function groupAdminMenu(
  items: readonly RegisteredContribution<AdminMenuContribution>[],
): { section: AdminMenuSection; grouped: boolean; items: RegisteredContribution<AdminMenuContribution>[] }[] {
  return ADMIN_SECTIONS.map((section) => ({
    section,
    grouped: GROUPED_SECTIONS.has(section),
    items: items.filter((item) => item.value.section === section),
  })).filter((group) => group.items.length > 0);
}

const AdminMenu = observer(function AdminMenu() {
  const { registry, i18n, status } = useInternals();
  const t = useKernelT();
  const groups = groupAdminMenu(registry.get(adminMenuPoint).filter((item) => !status.isFailed(item.pluginId)));
  const entry = (item: RegisteredContribution<AdminMenuContribution>, nested: boolean) => {
    const SubEntries = item.value.subEntries;
    return (
      <Fragment key={item.id}>
        <AdminMenuLink to={item.value.to} label={i18n.t(`${item.pluginId}:${item.value.labelKey}`)} nested={nested} />
        {SubEntries ? (
          <PluginBoundary pluginId={item.pluginId} kind="slot">
            <SubEntries />
          </PluginBoundary>
        ) : null}
      </Fragment>
    );
  };
  return (
    <nav className="nav nav-pills flex-column" aria-label={t('admin.menu')}>
      {groups.map((group) =>
        group.grouped ? (
          <div key={group.section} className="mb-1">
            <div className="text-secondary small text-uppercase fw-semibold px-3 pt-2 pb-1">{t(`admin.section.${group.section}`)}</div>
            {group.items.map((item) => entry(item, true))}
          </div>
        ) : (
          group.items.map((item) => entry(item, false))
        ),
      )}
    </nav>
  );
});

/** What plugins tell admins on every admin page, above its content. */
const AdminNotices = observer(function AdminNotices() {
  const { registry, status } = useInternals();
  const notices = registry.get(adminNoticePoint).filter((notice) => !status.isFailed(notice.pluginId));
  return notices.map((notice) => {
    const Notice = notice.value.component;
    return (
      <PluginBoundary key={notice.id} pluginId={notice.pluginId} kind="slot">
        <Notice />
      </PluginBoundary>
    );
  });
});

export function AdminLayout() {
  return (
    <Frame>
      <div className="container-xxl py-3">
        <div className="row">
          <div className="col-lg-3 col-xl-2 mb-4">
            <AdminMenu />
          </div>
          <div className="col-lg-9 col-xl-10">
            <AdminNotices />
            <Content />
          </div>
        </div>
      </div>
    </Frame>
  );
}

export function BareLayout() {
  // A flex container: a page's top margin stays inside it instead of pushing the whole frame
  // down and baring a strip of the page background above it.
  return (
    <main className="min-vh-100 d-flex flex-column bg-body-tertiary">
      <Content />
    </main>
  );
}
