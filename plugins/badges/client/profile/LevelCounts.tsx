/** In a profile's header: how many gold, silver and bronze badges the member earned. */
import { Link } from 'react-router-dom';
import { useKernel, useLoaded, useT } from '@answer/sdk';
import { fetchUserBadges } from '../api';
import { countByLevel, LEVELS_DOWN } from '../levels';
import type { ProfileSectionProps } from '../points';
import '../badges.css';

export function LevelCounts({ user }: ProfileSectionProps) {
  const { http } = useKernel();
  const t = useT();
  const badges = useLoaded(user.username, (signal) => fetchUserBadges(http, user.username, signal));
  if (!badges || badges.length === 0) return null;
  const counts = countByLevel(badges);
  return (
    <Link to={`/users/${encodeURIComponent(user.username)}/badges`} className="d-inline-flex flex-wrap align-items-center gap-3 text-reset text-decoration-none" aria-label={t('profile.counts_label', { gold: counts.gold, silver: counts.silver, bronze: counts.bronze })} data-testid="badge-level-counts">
      {LEVELS_DOWN.filter((level) => counts[level] > 0).map((level) => (
        <span key={level} className="d-inline-flex align-items-center gap-1" title={t(`profile.count.${level}`, { count: counts[level] })} data-level={level}>
          <span className={`bi bi-circle-fill badge-level-${level}`} style={{ fontSize: '0.7rem' }} aria-hidden="true" />
          <strong>{counts[level]}</strong>
        </span>
      ))}
    </Link>
  );
}
