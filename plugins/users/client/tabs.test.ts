import { describe, expect, it } from 'vitest';
import type { ProfileTabContribution } from './points';
import { OVERVIEW_TAB, profilePath, resolveTab, visibleTabs, type ProfileTab } from './tabs';

const Nothing = () => null;

function tab(pluginId: string, value: Omit<ProfileTabContribution, 'component' | 'labelKey'>): ProfileTab {
  return { $$type: 'answer.contribution', version: 1, point: 'users/profile/tab', name: value.name, pluginId, id: `${pluginId}:users/profile/tab/${value.name}`, order: value.order ?? 0, value: { ...value, labelKey: `tabs.${value.name}`, component: Nothing } };
}

// as the registry hands them over: keyed points come in plugin order, not tab order
const TABS = [
  tab('badges', { name: 'badges', order: 80 }),
  tab('users', { name: 'votes', order: 70, ownerOnly: true }),
  tab('users', { name: 'overview', order: 10 }),
  tab('users', { name: 'answers', order: 20 }),
  tab('users', { name: 'bookmarks', order: 40, ownerOnly: true }),
  tab('users', { name: 'questions', order: 30 }),
];

const names = (tabs: readonly ProfileTab[]) => tabs.map((item) => item.value.name);

describe('visible profile tabs', () => {
  it('lists every tab to the owner, in order', () => {
    expect(names(visibleTabs(TABS, { isOwner: true }))).toEqual(['overview', 'answers', 'questions', 'bookmarks', 'votes', 'badges']);
  });

  it('leaves the owner-only tabs out for everyone else', () => {
    expect(names(visibleTabs(TABS, { isOwner: false }))).toEqual(['overview', 'answers', 'questions', 'badges']);
  });

  it('leaves out tabs whose data is not served', () => {
    expect(names(visibleTabs(TABS, { isOwner: true, unavailable: new Set(['bookmarks']) }))).toEqual(['overview', 'answers', 'questions', 'votes', 'badges']);
  });

  it('puts tabs of the same order by plugin id, then as contributed', () => {
    const tied = [tab('zeta', { name: 'z', order: 5 }), tab('alpha', { name: 'a2', order: 5 }), tab('alpha', { name: 'a1', order: 5 }), tab('beta', { name: 'no-order' })];
    expect(names(visibleTabs(tied, { isOwner: false }))).toEqual(['no-order', 'a2', 'a1', 'z']);
  });
});

describe('the tab an address names', () => {
  const forOwner = visibleTabs(TABS, { isOwner: true });
  const forOthers = visibleTabs(TABS, { isOwner: false });

  it('is the overview without a tab segment, or when the segment says so', () => {
    expect(resolveTab(forOthers, undefined)?.value.name).toBe(OVERVIEW_TAB);
    expect(resolveTab(forOthers, 'overview')?.value.name).toBe(OVERVIEW_TAB);
  });

  it('finds another plugin’s tab by its name', () => {
    expect(resolveTab(forOthers, 'badges')?.pluginId).toBe('badges');
  });

  it('is none (the 404 page) for an unknown name, a differently spelled one, or an owner-only tab seen by someone else', () => {
    expect(resolveTab(forOthers, 'followers')).toBeNull();
    expect(resolveTab(forOthers, 'Answers')).toBeNull();
    expect(resolveTab(forOthers, 'bookmarks')).toBeNull();
    expect(resolveTab(forOthers, 'votes')).toBeNull();
    expect(resolveTab(forOwner, 'bookmarks')?.value.name).toBe('bookmarks');
    expect(resolveTab(forOwner, 'votes')?.value.name).toBe('votes');
  });
});

describe('profile addresses', () => {
  it('leaves the overview without a segment and escapes the parts', () => {
    expect(profilePath('ada')).toBe('/users/ada');
    expect(profilePath('ada', 'overview')).toBe('/users/ada');
    expect(profilePath('ada', 'answers')).toBe('/users/ada/answers');
    expect(profilePath('a/b c', 'votes')).toBe('/users/a%2Fb%20c/votes');
  });
});
