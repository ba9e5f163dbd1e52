/** The frame every queue item shows in: heading, why it is here, the post, and the actions. */
import type { ReactNode } from 'react';
import { useT } from '@answer/sdk';

export interface QueueCardProps {
  heading: string;
  loaded: boolean;
  /** The queue has nothing (left) to show. */
  empty: boolean;
  /** Who sent it here and why. */
  notice: ReactNode;
  post: ReactNode;
  tip: string;
  actions: ReactNode;
  /** Dialogs of the actions. */
  children?: ReactNode;
}

export function QueueCard({ heading, loaded, empty, notice, post, tip, actions, children }: QueueCardProps) {
  const t = useT();
  if (empty) {
    if (!loaded) return <div className="spinner-border spinner-border-sm" role="status" aria-label={t('page.loading')} />;
    return (
      <p className="text-center text-secondary py-5 mb-0" data-testid="review-empty">
        {t('page.empty')}
      </p>
    );
  }
  return (
    <section className="card" aria-label={heading} aria-busy={!loaded} data-testid="review-item">
      <h2 className="card-header h6 mb-0">{heading}</h2>
      <div className="card-body p-0">
        <div className="alert alert-info border-0 rounded-0 mb-0">{notice}</div>
        {post}
      </div>
      <div className="card-footer p-3">
        <p>{tip}</p>
        <div className="d-flex flex-wrap gap-2">{actions}</div>
      </div>
      {children}
    </section>
  );
}
