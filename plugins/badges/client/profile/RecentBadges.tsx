/** The overview's "Recent badges": the member's latest awards. */
import { useKernel, useLoaded, useT } from '@answer/sdk';
import { fetchRecentUserBadges } from '../api';
import { BadgeCard, BadgeGrid } from '../BadgeCard';
import type { ProfileSectionProps } from '../points';

export function RecentBadges({ user }: ProfileSectionProps) {
  const { http } = useKernel();
  const t = useT();
  const badges = useLoaded(user.username, (signal) => fetchRecentUserBadges(http, user.username, signal));
  return (
    <section className="mb-4" aria-labelledby="recent-badges-heading" data-testid="recent-badges">
      <h2 className="h5 mb-3" id="recent-badges-heading">
        {t('profile.recent')}
      </h2>
      {badges === null ? null : badges.length === 0 ? (
        <p className="text-secondary">{t('profile.none')}</p>
      ) : (
        <BadgeGrid>
          {badges.map((badge) => (
            <li className="col" key={badge.id}>
              <BadgeCard badge={badge} pill="count" username={user.username} />
            </li>
          ))}
        </BadgeGrid>
      )}
    </section>
  );
}
