/** The navigation links plugins contribute, as the header and the side navigation show them. */
import { matchPath } from 'react-router-dom';
import { navItemPoint } from '@answer/sdk';
import type { NavItemContribution, NavItemGroup, RegisteredContribution, SessionView } from '@answer/sdk';
import type { ExtensionRegistry } from '../registry/registry';
import type { PluginStatusStore } from '../plugins/status';

export type NavItem = RegisteredContribution<NavItemContribution>;

function isVisible(item: NavItem, session: SessionView): boolean {
  try {
    return item.value.visible ? item.value.visible(session) : true;
  } catch (error) {
    console.error(`[plugin ${item.pluginId}] nav item visibility check failed`, error);
    return false;
  }
}

/** The links `session` may see, of plugins that did not fail, in the registry's order. */
export function visibleNavItems(registry: ExtensionRegistry, status: PluginStatusStore, session: SessionView): NavItem[] {
  return registry.get(navItemPoint).filter((item) => !status.isFailed(item.pluginId) && isVisible(item, session));
}

/** The links of each group, groups without links left out. */
export function groupNavItems(items: readonly NavItem[]): { group: NavItemGroup; items: NavItem[] }[] {
  const groups: NavItemGroup[] = ['main', 'moderation'];
  return groups
    .map((group) => ({ group, items: items.filter((item) => (item.value.group ?? 'main') === group) }))
    .filter((entry) => entry.items.length > 0);
}

/** `pathname` is the item's page, a page under it, or one of its other pages (`activeOn`). */
export function isCurrent(item: NavItemContribution, pathname: string): boolean {
  const own = item.to === '/' ? ['/'] : [item.to, `${item.to.replace(/\/$/, '')}/*`];
  return [...own, ...(item.activeOn ?? [])].some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}
