import { formatCount, useT } from '@answer/sdk';
import type { BadgeInfo } from '../api';
import { BadgeIcon } from '../BadgeIcon';
import { Description } from '../Description';
import { levelName } from '../levels';

/** The badge itself: icon, name, level, what it is for, how often it can be earned and was. */
export function BadgeHeader({ badge }: { badge: BadgeInfo }) {
  const t = useT();
  const level = levelName(badge.level);
  const earned = Math.trunc(Number(badge.earned_count) || 0);
  return (
    <div className="card mb-4" data-testid="badge-header">
      <div className="card-body d-flex flex-column flex-sm-row align-items-center align-items-sm-start gap-3 text-center text-sm-start">
        <BadgeIcon icon={badge.icon} level={badge.level} size={96} />
        <div className="flex-grow-1" style={{ minWidth: 0 }}>
          <h1 className="h4 mb-1">{badge.name}</h1>
          {level ? (
            <div className="small mb-2">
              <span className={`bi bi-circle-fill badge-level-${level} me-1`} aria-hidden="true" />
              <span className="text-secondary">{t(`level.${level}`)}</span>
            </div>
          ) : null}
          <Description html={badge.description} className="mb-2 text-break" />
          <p className="mb-2 small">{badge.is_single ? t('detail.single') : t('detail.multiple')}</p>
          <div className="d-flex flex-wrap justify-content-center justify-content-sm-start align-items-center gap-2 small">
            <span className="text-secondary" data-testid="badge-award-count">
              {t('card.awarded', { count: badge.award_count, number: formatCount(badge.award_count) })}
            </span>
            {earned > 0 ? (
              <span className="badge text-bg-success" data-testid="badge-earned">
                {earned > 1 ? t('card.earned_times', { count: earned }) : t('card.earned')}
              </span>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
