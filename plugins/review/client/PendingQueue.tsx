/** The posts the reviewer plugins held back, one at a time: approve publishes, reject deletes. */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TimeAgo, useKernel, useT } from '@answer/sdk';
import { fetchQueued, reviewQueued } from './api';
import { PostPreview } from './PostPreview';
import { QueueCard } from './QueueCard';
import { useQueue } from './useQueue';

export function PendingQueue({ onWorked }: { onWorked: () => void }) {
  const { http } = useKernel();
  const t = useT();
  // `?objectId=` (a link from a notice) opens on that post first
  const [search] = useSearchParams();
  const [objectId, setObjectId] = useState(search.get('objectId') ?? '');
  const queue = useQueue((page) => fetchQueued(http, page, objectId));
  const [busy, setBusy] = useState(false);
  const item = queue.item;

  const decide = async (status: 'approve' | 'reject') => {
    if (!item) return;
    setBusy(true);
    setObjectId('');
    try {
      await reviewQueued(http, item.review_id, status);
    } catch {
      // the kernel showed why (done by someone else): the queue moves on
    } finally {
      setBusy(false);
      onWorked();
      queue.reload();
    }
  };

  return (
    <QueueCard
      heading={t('queued.heading')}
      loaded={queue.loaded}
      empty={!item}
      notice={
        item ? (
          <>
            <div className="d-flex flex-wrap align-items-center gap-2 mb-2 small">
              <span className="bi bi-plugin" aria-hidden="true" />
              <span>{item.submitter_display_name}</span>
              <TimeAgo seconds={item.submit_at} prefix={t('queued.queued')} className="text-secondary" />
            </div>
            <p className="mb-0" data-testid="queued-reason">
              {item.reason}
            </p>
          </>
        ) : null
      }
      post={item ? <PostPreview post={item} /> : null}
      tip={t('queued.tip')}
      actions={
        <>
          <button type="button" className="btn btn-outline-primary" disabled={busy} onClick={() => void decide('approve')} data-testid="queued-approve">
            {t('page.approve')}
          </button>
          <button type="button" className="btn btn-outline-danger" disabled={busy} onClick={() => void decide('reject')} data-testid="queued-reject">
            {t('page.reject')}
          </button>
          <button
            type="button"
            className="btn btn-link"
            disabled={busy}
            onClick={() => {
              setObjectId('');
              queue.skip();
            }}
          >
            {t('page.skip')}
          </button>
        </>
      }
    />
  );
}
