/**
 * The flagged posts, one at a time: who flagged it and why, the post, and what a moderator may do:
 * edit, close, delete or unlist the post (which settles the flag), ignore the flag, or skip it.
 */
import { useState } from 'react';
import { ConfirmDialog, TimeAgo, useKernel, useT } from '@answer/sdk';
import { fetchFlagged, reviewFlag, type FlaggedPost, type FlagOperation } from './api';
import { ClosePostDialog } from './ClosePostDialog';
import { EditPostDialog } from './EditPostDialog';
import { deleteWarningKey, flagActions, type FlagAction } from './flag-actions';
import { Author, PostPreview } from './PostPreview';
import { QueueCard } from './QueueCard';
import { useQueue } from './useQueue';

const DUPLICATE_REASON = 60;

function FlagReasonLine({ item }: { item: FlaggedPost }) {
  const t = useT();
  const words = item.reason?.content_type ? item.reason_content : '';
  return (
    <p className="mb-0" data-testid="flag-reason">
      {t('flag.reason', { reason: item.reason?.name ?? '' })}
      {words ? (
        item.reason?.reason_type === DUPLICATE_REASON && /^https?:\/\//.test(words) ? (
          <>
            {' '}
            <a href={words} target="_blank" rel="noreferrer" className="fw-semibold">
              {t('flag.show_duplicate')}
            </a>
          </>
        ) : (
          <span> {words}</span>
        )
      ) : null}
    </p>
  );
}

export function FlagQueue({ onWorked }: { onWorked: () => void }) {
  const { http, notify } = useKernel();
  const t = useT();
  const queue = useQueue((page) => fetchFlagged(http, page));
  const [dialog, setDialog] = useState<FlagAction | null>(null);
  const [busy, setBusy] = useState(false);
  const item = queue.item;

  const done = (toast?: string) => {
    setDialog(null);
    if (toast) notify.toast(toast, 'success');
    onWorked();
    queue.reload();
  };

  const operate = async (operation: FlagOperation, toast?: string) => {
    if (!item) return;
    setBusy(true);
    try {
      await reviewFlag(http, { flag_id: item.flag_id, operation_type: operation });
      done(toast);
    } catch {
      // the kernel showed why (another moderator was first): the queue moves on
      setDialog(null);
      onWorked();
      queue.reload();
    } finally {
      setBusy(false);
    }
  };

  const actions = item ? flagActions(item) : [];

  return (
    <QueueCard
      heading={t('flag.heading')}
      loaded={queue.loaded}
      empty={!item}
      notice={
        item ? (
          <>
            <div className="d-flex flex-wrap align-items-center gap-2 mb-2 small">
              <Author user={item.submitter_user} />
              <TimeAgo seconds={item.submit_at} prefix={t('flag.flagged')} className="text-secondary" />
            </div>
            <FlagReasonLine item={item} />
          </>
        ) : null
      }
      post={item ? <PostPreview post={item} /> : null}
      tip={t(item?.object_type === 'user' ? 'flag.tip_user' : 'flag.tip')}
      actions={
        item ? (
          <>
            {actions.map((action) => (
              <button key={action} type="button" className={`btn ${action === 'delete' ? 'btn-outline-danger' : 'btn-outline-primary'}`} disabled={busy} onClick={() => setDialog(action)} data-testid={`flag-action-${action}`}>
                {t(`flag.action.${action}`)}
              </button>
            ))}
            <button type="button" className="btn btn-outline-secondary" disabled={busy} onClick={() => void operate('ignore_report')} data-testid="flag-action-ignore">
              {t('flag.action.ignore')}
            </button>
            <button type="button" className="btn btn-link" disabled={busy} onClick={queue.skip}>
              {t('page.skip')}
            </button>
          </>
        ) : null
      }
    >
      {item && dialog === 'edit' ? <EditPostDialog item={item} onDone={() => done(t('flag.edited'))} onClose={() => setDialog(null)} /> : null}
      {item && dialog === 'close' ? <ClosePostDialog item={item} onDone={() => done(t('flag.closed'))} onClose={() => setDialog(null)} /> : null}
      {item && dialog === 'delete' ? (
        <ConfirmDialog title={t('delete.title')} confirmLabel={t('flag.action.delete')} danger busy={busy} onConfirm={() => void operate('delete_post', t('flag.deleted'))} onClose={() => setDialog(null)}>
          <p className="mb-0">{t(deleteWarningKey(item))}</p>
        </ConfirmDialog>
      ) : null}
      {item && dialog === 'unlist' ? (
        <ConfirmDialog title={t('unlist.title')} confirmLabel={t('flag.action.unlist')} busy={busy} onConfirm={() => void operate('unlist_post', t('flag.unlisted'))} onClose={() => setDialog(null)}>
          <p className="mb-0">{t('unlist.content')}</p>
        </ConfirmDialog>
      ) : null}
    </QueueCard>
  );
}
