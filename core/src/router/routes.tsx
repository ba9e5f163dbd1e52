/** The router, assembled from route contributions and the kernel's own pages. */
import { useEffect, useRef } from 'react';
import type { ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, Outlet, matchRoutes, useLocation, useNavigate } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { routePoint } from '@answer/sdk';
import type { RegisteredContribution, RouteContribution, LayoutName } from '@answer/sdk';
import { useInternals } from '../internals';
import type { KernelInternals } from '../internals';
import { AdminLayout, BareLayout, MainLayout, SideNavLayout } from '../layout/Layouts';
import { siteName } from '../layout/site';
import { checkGuards, routeCheckOutcome } from '../session/guards';
import type { GuardOutcome } from '../session/guards';
import { ErrorPage } from '../ui/ErrorPage';
import { MaintenanceScreen, maintenanceBlocks } from '../ui/Maintenance';
import { FeedbackHost } from '../ui/FeedbackHost';
import { PluginBoundary } from '../ui/PluginBoundary';
import { Spinner } from '../ui/Spinner';
import { installLinkInterception } from './links';
import { RoutePage } from './route-page';

export const INSTALL_PATH = '/install';
const PUBLIC_PREFIXES = ['/user-center/'];

const LAYOUTS: Record<LayoutName, ComponentType> = {
  main: MainLayout,
  'side-nav': SideNavLayout,
  admin: AdminLayout,
  bare: BareLayout,
};

export function isPublicRoute(route: Pick<RouteContribution, 'public'> | undefined, pathname: string): boolean {
  return Boolean(route?.public) || PUBLIC_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** Root of every page: feedback host, error-page reset, link interception. */
function Root() {
  const internals = useInternals();
  const location = useLocation();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  // Set during render, before the matched route renders and refines it.
  internals.current.isPublic = isPublicRoute(undefined, location.pathname);

  useEffect(() => {
    internals.feedback.clearErrorPage();
    // Notice a suspension or a role change made elsewhere; at most one call per 10 s.
    if (internals.session.token) void internals.session.refresh().catch(() => undefined);
  }, [location.key, internals]);

  useEffect(
    () => installLinkInterception(document, internals.boot.basePath, (path) => navigateRef.current(path)),
    [internals],
  );

  return (
    <>
      <MaintenanceGate />
      <FeedbackHost />
    </>
  );
}

/** The page, or the maintenance page for a visitor the site is closed to now. */
const MaintenanceGate = observer(function MaintenanceGate() {
  const internals = useInternals();
  const location = useLocation();
  return maintenanceBlocks(internals, location.pathname) ? <MaintenanceScreen /> : <Outlet />;
});

function Redirect({ to, replace, save }: { to: string; replace: boolean; save: boolean }) {
  const { session } = useInternals();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (save) session.saveReturnPath(`${location.pathname}${location.search}`);
    navigate(to, { replace });
    // Once per mount: a guard decision belongs to the location that mounted it.
  }, []);
  return null;
}

/** What the route's guards and its own check decide for this visitor. */
function routeOutcome(internals: KernelInternals, route: RouteContribution, isPublic: boolean): GuardOutcome {
  const { session, site, boot } = internals;
  const outcome = checkGuards({
    guards: route.guards ?? [],
    session,
    loginRequired: boot.mode === 'run' && site.info.login?.login_required === true,
    isPublic,
  });
  if (outcome.kind === 'allow' && route.check) return routeCheckOutcome(route.check({ session, site: site.info }));
  return outcome;
}

const RouteView = observer(function RouteView({ contribution }: { contribution: RegisteredContribution<RouteContribution> }) {
  const internals = useInternals();
  const { site, i18n } = internals;
  const location = useLocation();
  const route = contribution.value;
  const isPublic = isPublicRoute(route, location.pathname);
  internals.current.isPublic = isPublic;

  const title = route.titleKey ? i18n.t(`${contribution.pluginId}:${route.titleKey}`) : '';
  const name = siteName(site.info, i18n);
  const routeTitle = title ? `${title} - ${name}` : name;
  const shown = useRef<{ key: string; title: string } | null>(null);
  useEffect(() => {
    // A page that named itself (a question's title) keeps its name when translations or settings
    // arrive later; a new address always starts from the route's title.
    const previous = shown.current;
    if (!previous || previous.key !== location.key || document.title === previous.title) document.title = routeTitle;
    shown.current = { key: location.key, title: routeTitle };
  }, [routeTitle, location.key]);

  const outcome = routeOutcome(internals, route, isPublic);
  if (outcome.kind === 'redirect') {
    return <Redirect key={location.key} to={outcome.to} replace={outcome.replace} save={outcome.saveReturnPath} />;
  }
  if (outcome.kind === 'forbidden') return <ErrorPage code="403" />;

  return (
    <PluginBoundary pluginId={contribution.pluginId} kind="route">
      <RoutePage contribution={contribution} />
    </PluginBoundary>
  );
});

/**
 * A layout's frame around its pages, except when the visitor may not see the page: then the
 * plain 403 page in the main frame, as at `/403`. A layout's own parts (the admin menu) are only
 * for those its pages are for.
 */
const GuardedLayout = observer(function GuardedLayout({ layout, routes }: { layout: LayoutName; routes: RegisteredContribution<RouteContribution>[] }) {
  const internals = useInternals();
  const location = useLocation();
  const matched = matchRoutes(
    routes.map((route) => ({ id: route.id, path: route.value.path })),
    location,
  )?.[0]?.route.id;
  const contribution = routes.find((route) => route.id === matched);
  const refused =
    internals.feedback.errorPage === '403' ||
    (contribution !== undefined && routeOutcome(internals, contribution.value, isPublicRoute(contribution.value, location.pathname)).kind === 'forbidden');
  const Layout = refused ? MainLayout : LAYOUTS[layout];
  return <Layout />;
});

export function buildRoutes(internals: KernelInternals): RouteObject[] {
  const installing = internals.boot.mode === 'install';
  // Before installation only the installer's pages exist: every other path leads to it.
  const contributions = internals.registry
    .get(routePoint)
    .filter((route) => !installing || route.value.path === INSTALL_PATH || route.value.path.startsWith(`${INSTALL_PATH}/`));
  const layouts = Object.keys(LAYOUTS) as LayoutName[];
  const pluginRoutes: RouteObject[] = layouts
    .map((layout) => {
      const mine = contributions.filter((contribution) => contribution.value.layout === layout);
      return {
        element: <GuardedLayout layout={layout} routes={mine} />,
        children: mine.map((contribution) => ({
          path: contribution.value.path,
          element: <RouteView contribution={contribution} />,
        })),
      };
    })
    .filter((group) => group.children.length > 0);

  // While plugins load, an unknown path may still be theirs: wait for them before calling it a 404.
  const fallback = internals.pluginLoad.settled ? <ErrorPage code="404" /> : <Spinner />;
  // Without an index route `/` matches the root alone and renders an empty page.
  const hasHome = contributions.some((contribution) => contribution.value.path === '/');
  const children: RouteObject[] =
    installing
      ? [
          ...pluginRoutes,
          internals.pluginLoad.settled
            ? { path: '*', element: <Navigate to={INSTALL_PATH} replace /> }
            : { element: <BareLayout />, children: [{ path: '*', element: <Spinner /> }] },
        ]
      : [
          ...pluginRoutes,
          {
            element: <MainLayout />,
            children: [
              ...(hasHome ? [] : [{ index: true, element: fallback }]),
              { path: '/403', element: <ErrorPage code="403" /> },
              { path: '/404', element: <ErrorPage code="404" /> },
              { path: '/50x', element: <ErrorPage code="50x" /> },
              { path: '*', element: fallback },
            ],
          },
          { element: <BareLayout />, children: [{ path: '/maintenance', element: <ErrorPage code="maintenance" /> }] },
        ];

  return [{ path: '/', element: <Root />, children }];
}
