import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatCount, useT } from '@answer/sdk';
import type { BadgeListItem, UserBadge } from './api';
import { BadgeIcon } from './BadgeIcon';
import { levelName } from './levels';
import { badgePath } from './paths';

export interface BadgeCardProps {
  badge: UserBadge & Partial<Pick<BadgeListItem, 'award_count'>>;
  /**
   * `earned`: a green mark when the viewer has it (the badges page); `count`: how many times the
   * member earned it, from two on (a profile).
   */
  pill: 'earned' | 'count';
  /** Show how many members were awarded it. */
  showAwarded?: boolean;
  /** The member whose awards the badge's page should show (from a profile). */
  username?: string;
}

/** A badge as a card leading to its page: the icon in its level's colour, its name and counts. */
export function BadgeCard({ badge, pill, showAwarded = false, username }: BadgeCardProps) {
  const t = useT();
  const earned = Math.trunc(Number(badge.earned_count) || 0);
  const level = levelName(badge.level);
  return (
    <Link to={badgePath(badge.id, username)} className="card h-100 text-center text-reset text-decoration-none badge-card" data-testid="badge-card" data-badge={badge.id} data-earned={earned}>
      <div className="card-body d-flex flex-column align-items-center px-3 py-4">
        {pill === 'earned' && earned > 0 ? (
          <span className="badge text-bg-success badge-card-pill" data-testid="badge-earned">
            {earned > 1 ? t('card.earned_times', { count: earned }) : t('card.earned')}
          </span>
        ) : null}
        {pill === 'count' && earned > 1 ? (
          <span className="badge rounded-pill text-bg-secondary badge-card-pill" aria-label={t('card.times_label', { count: earned })}>
            {t('card.times', { count: earned })}
          </span>
        ) : null}
        <BadgeIcon icon={badge.icon} level={badge.level} size={64} />
        <h3 className="h6 mb-0 mt-3 badge-card-name">{badge.name}</h3>
        {level ? <span className="visually-hidden">{t(`level.${level}`)}</span> : null}
        {showAwarded ? <div className="small text-secondary mt-2">{t('card.awarded', { count: badge.award_count ?? 0, number: formatCount(badge.award_count ?? 0) })}</div> : null}
      </div>
    </Link>
  );
}

/** Cards in Answer's grid: four a row on wide screens, one on a phone. */
export function BadgeGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3 list-unstyled mb-0" aria-label={label}>
      {children}
    </ul>
  );
}
