/**
 * Which tabs a profile shows and which one its address names: a tab for the owner only is
 * neither listed nor reachable for anyone else, and a name no shown tab has is the 404 page.
 */
import type { RegisteredContribution } from '@answer/sdk';
import type { ProfileTabContribution } from './points';

export type ProfileTab = RegisteredContribution<ProfileTabContribution>;

/** The tab of `/users/:username`, without a tab segment. */
export const OVERVIEW_TAB = 'overview';

/** The address of a member's profile, or of one of its tabs. */
export function profilePath(username: string, tab = OVERVIEW_TAB): string {
  const base = `/users/${encodeURIComponent(username)}`;
  return tab === OVERVIEW_TAB ? base : `${base}/${encodeURIComponent(tab)}`;
}

export interface TabRules {
  isOwner: boolean;
  /** Names of tabs whose data is not served now (bookmarks without the bookmarks plugin). */
  unavailable?: ReadonlySet<string>;
}

/** The tabs the viewer sees, in `order` (then by plugin, then as contributed). */
export function visibleTabs(tabs: readonly ProfileTab[], rules: TabRules): ProfileTab[] {
  return tabs
    .map((tab, index) => ({ tab, index }))
    .filter(({ tab }) => (!tab.value.ownerOnly || rules.isOwner) && !rules.unavailable?.has(tab.value.name))
    .sort((a, b) => (a.tab.value.order ?? 0) - (b.tab.value.order ?? 0) || compareText(a.tab.pluginId, b.tab.pluginId) || a.index - b.index)
    .map(({ tab }) => tab);
}

/** The tab the address names among the visible ones (no name: the overview); null for the 404 page. */
export function resolveTab(visible: readonly ProfileTab[], tabName: string | undefined): ProfileTab | null {
  const name = tabName ?? OVERVIEW_TAB;
  return visible.find((tab) => tab.value.name === name) ?? null;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
