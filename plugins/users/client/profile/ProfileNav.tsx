/** The row of a profile's tabs, each its own address; the labels come from the plugins that add them. */
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '@answer/sdk';
import { profilePath, type ProfileTab } from '../tabs';

export function ProfileNav({ username, tabs, active }: { username: string; tabs: readonly ProfileTab[]; active: string }) {
  const t = useT();
  const row = useRef<HTMLUListElement>(null);
  // on a narrow screen the row scrolls sideways: bring the current tab into view
  useEffect(() => {
    const box = row.current;
    const current = box?.querySelector('[aria-current="page"]');
    if (!box || !current) return;
    const outer = box.getBoundingClientRect();
    const inner = current.getBoundingClientRect();
    if (inner.left < outer.left) box.scrollLeft -= outer.left - inner.left;
    else if (inner.right > outer.right) box.scrollLeft += inner.right - outer.right;
  }, [active]);
  return (
    <nav className="mb-4" aria-label={t('tabs.label')}>
      <ul ref={row} className="nav nav-pills flex-nowrap pt-2 overflow-x-auto text-nowrap">
        {tabs.map((tab) => {
          const current = tab.value.name === active;
          return (
            <li key={tab.value.name} className="nav-item">
              <Link to={profilePath(username, tab.value.name)} className={`nav-link ${current ? 'active' : ''}`} aria-current={current ? 'page' : undefined}>
                {/* the label is in the namespace of the plugin that adds the tab */}
                {t(`${tab.pluginId}:${tab.value.labelKey}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
