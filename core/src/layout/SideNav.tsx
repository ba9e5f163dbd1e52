/**
 * The left side navigation of the main and side-nav layouts on wide screens: the members' pages,
 * then the staff's under a "Moderation" heading. Narrow screens get the same links in the header menu.
 */
import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router-dom';
import { useInternals, useKernelT } from '../internals';
import { groupNavItems, isCurrent, visibleNavItems, type NavItem } from './nav-items';

function NavEntry({ item, pathname }: { item: NavItem; pathname: string }) {
  const { i18n } = useInternals();
  const current = isCurrent(item.value, pathname);
  return (
    <Link to={item.value.to} className={`nav-link d-flex align-items-center${current ? ' active' : ''}`} aria-current={current ? 'page' : undefined}>
      {item.value.icon ? <i className={`bi bi-${item.value.icon} me-2`} aria-hidden="true" /> : null}
      <span>{i18n.t(`${item.pluginId}:${item.value.labelKey}`)}</span>
    </Link>
  );
}

export const SideNav = observer(function SideNav() {
  const { registry, session, status } = useInternals();
  const t = useKernelT();
  const { pathname } = useLocation();
  const groups = groupNavItems(visibleNavItems(registry, status, session));
  if (groups.length === 0) return null;
  return (
    <nav className="answer-side-nav nav nav-pills flex-column sticky-lg-top" aria-label={t('nav.side_navigation')}>
      {groups.map(({ group, items }) => (
        <div key={group} className={group === 'main' ? '' : 'mt-3'}>
          {group === 'main' ? null : <div className="small fw-bold text-body-secondary px-3 py-2">{t(`nav.group.${group}`)}</div>}
          {items.map((item) => (
            <NavEntry key={item.id} item={item} pathname={pathname} />
          ))}
        </div>
      ))}
    </nav>
  );
});
