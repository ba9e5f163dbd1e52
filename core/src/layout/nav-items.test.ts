import { describe, expect, it } from 'vitest';
import { navItemPoint, type NavItemContribution } from '@answer/sdk';
import { groupNavItems, isCurrent, type NavItem } from './nav-items';

const item = (name: string, value: Partial<NavItemContribution> & { to: string }): NavItem => ({
  ...navItemPoint.contribute(name, { labelKey: `nav.${name}`, ...value }),
  pluginId: 'demo',
  id: `demo:kernel/nav/item/${name}`,
  order: 0,
});

describe('side navigation links', () => {
  it('marks an item current on its page, the pages under it and the pages it names', () => {
    const questions: NavItemContribution = { labelKey: 'q', to: '/questions', activeOn: ['/'] };
    expect(isCurrent(questions, '/questions')).toBe(true);
    expect(isCurrent(questions, '/questions/10010000000000001/how-to')).toBe(true);
    expect(isCurrent(questions, '/')).toBe(true);
    expect(isCurrent(questions, '/questions-archive')).toBe(false);
    expect(isCurrent(questions, '/tags')).toBe(false);
  });

  it('marks a link to the home page only on the home page', () => {
    const home: NavItemContribution = { labelKey: 'home', to: '/' };
    expect(isCurrent(home, '/')).toBe(true);
    expect(isCurrent(home, '/tags')).toBe(false);
  });

  it('puts moderation links under their own heading, after the members’ links, and leaves out empty groups', () => {
    const admin = item('admin', { to: '/admin', group: 'moderation' });
    const tags = item('tags', { to: '/tags' });
    expect(groupNavItems([admin, tags])).toEqual([
      { group: 'main', items: [tags] },
      { group: 'moderation', items: [admin] },
    ]);
    expect(groupNavItems([tags])).toEqual([{ group: 'main', items: [tags] }]);
  });
});
