/** A profile's Badges tab: every badge the member has, with how many times they earned each. */
import { useKernel, useLoaded, useT } from '@answer/sdk';
import { fetchUserBadges } from '../api';
import { BadgeCard, BadgeGrid } from '../BadgeCard';
import { Loading } from '../Loading';
import type { ProfileTabProps } from '../points';

export function BadgesTab({ user }: ProfileTabProps) {
  const { http } = useKernel();
  const t = useT();
  const badges = useLoaded(user.username, (signal) => fetchUserBadges(http, user.username, signal));
  if (!badges) return <Loading />;
  return (
    <>
      <div className="pb-3">
        <h2 className="h5 mb-0">{t('profile.heading', { count: badges.length })}</h2>
      </div>
      {badges.length === 0 ? (
        <p className="text-center text-secondary py-5 mb-0">{t('profile.none')}</p>
      ) : (
        <BadgeGrid>
          {badges.map((badge) => (
            <li className="col" key={badge.id}>
              <BadgeCard badge={badge} pill="count" username={user.username} />
            </li>
          ))}
        </BadgeGrid>
      )}
    </>
  );
}
