// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import type { KernelServices } from '@answer/sdk';
import { i18nWithPluginStrings } from '../../../tests/unit/plugin-i18n';
import { renderInPlugin, unmountRendered } from '../../../tests/unit/plugin-render';
import type { UserBadge } from './api';
import { BadgeCard } from './BadgeCard';
import { LevelCounts } from './profile/LevelCounts';

const i18n = await i18nWithPluginStrings('badges');

afterEach(unmountRendered);

const UPVOTE: UserBadge & { award_count: number } = { id: '7', name: 'First Upvote', icon: 'hand-thumbs-up-fill', earned_count: 0, level: 1, award_count: 12_400 };

function render(node: ReactNode, get = vi.fn()) {
  const kernel = { i18n, http: { get } } as unknown as KernelServices;
  return renderInPlugin('badges', kernel, <MemoryRouter>{node}</MemoryRouter>);
}

describe('BadgeCard', () => {
  it('links to the badge, in its level colour, with the awarded count', () => {
    const container = render(<BadgeCard badge={UPVOTE} pill="earned" showAwarded />);
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/badges/7');
    expect(container.querySelector('i')?.className).toContain('bi-hand-thumbs-up-fill');
    expect(container.querySelector('i')?.className).toContain('badge-level-bronze');
    expect(container.textContent).toContain('12.4k awarded');
    expect(container.querySelector('[data-testid="badge-earned"]')).toBeNull();
  });

  it('marks a badge the viewer has, with how many times from two on', () => {
    expect(render(<BadgeCard badge={{ ...UPVOTE, earned_count: 1 }} pill="earned" />).querySelector('[data-testid="badge-earned"]')?.textContent).toBe('Earned');
    expect(render(<BadgeCard badge={{ ...UPVOTE, id: '8', earned_count: 3 }} pill="earned" />).querySelector('[data-testid="badge-earned"]')?.textContent).toBe('Earned ×3');
  });

  it("on a profile, counts the member's awards and links to them", () => {
    const container = render(<BadgeCard badge={{ ...UPVOTE, earned_count: 2, level: 3 }} pill="count" username="ann" />);
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/badges/7?username=ann');
    expect(container.querySelector('.badge')?.textContent).toBe('×2');
    expect(container.querySelector('i')?.className).toContain('badge-level-gold');
  });
});

describe('LevelCounts', () => {
  it("shows the member's gold, silver and bronze awards, leaving out levels with none", async () => {
    const get = vi.fn(async () => ({ count: 3, list: [{ ...UPVOTE, earned_count: 1 }, { ...UPVOTE, id: '9', level: 1, earned_count: 2 }, { ...UPVOTE, id: '10', level: 3, earned_count: 1 }] }));
    const container = render(<LevelCounts user={{ id: '1', username: 'ann', display_name: 'Ann' }} isOwner={false} />, get);
    await act(async () => undefined);
    expect(get).toHaveBeenCalledWith('/answer/api/v1/badge/user/awards', expect.objectContaining({ query: { username: 'ann' } }));
    const counts = container.querySelector('[data-testid="badge-level-counts"]');
    expect(counts?.getAttribute('href')).toBe('/users/ann/badges');
    expect(counts?.getAttribute('aria-label')).toBe('Badges: 1 gold, 0 silver, 3 bronze');
    expect([...container.querySelectorAll('[data-level]')].map((item) => `${item.getAttribute('data-level')}:${item.textContent}`)).toEqual(['gold:1', 'bronze:3']);
  });

  it('shows nothing for a member without badges', async () => {
    const container = render(<LevelCounts user={{ id: '1', username: 'bo', display_name: 'Bo' }} isOwner />, vi.fn(async () => []));
    await act(async () => undefined);
    expect(container.innerHTML).toBe('');
  });
});
