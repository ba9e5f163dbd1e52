import { formatCount, useT } from '@answer/sdk';

export interface CountsProps {
  votes: number;
  /** Left out for answers. */
  answers?: number;
  views?: number;
  /** The question has an accepted answer: its answer count is marked. */
  hasAccepted?: boolean;
  /** The answer itself was accepted. */
  accepted?: boolean;
}

/** A post's votes, answers and views with their icons, as Answer's lists show them. */
export function Counts({ votes, answers, views, hasAccepted = false, accepted = false }: CountsProps) {
  const t = useT();
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-3">
      <span className="text-body">
        <i className="bi bi-hand-thumbs-up-fill me-1" aria-hidden="true" />
        {t('counts.votes', { count: votes, value: formatCount(votes) })}
      </span>
      {accepted ? (
        <span className="text-success">
          <i className="bi bi-check-circle-fill me-1" aria-hidden="true" />
          {t('counts.accepted')}
        </span>
      ) : null}
      {answers === undefined ? null : (
        <span className={hasAccepted ? 'text-bg-success rounded-pill px-2' : ''}>
          <i className={`bi ${hasAccepted ? 'bi-check-circle-fill' : 'bi-chat-square-text-fill'} me-1`} aria-hidden="true" />
          {t('counts.answers', { count: answers, value: formatCount(answers) })}
        </span>
      )}
      {views === undefined ? null : (
        <span>
          <i className="bi bi-bar-chart-fill me-1" aria-hidden="true" />
          {t('counts.views', { count: views, value: formatCount(views) })}
        </span>
      )}
    </span>
  );
}
