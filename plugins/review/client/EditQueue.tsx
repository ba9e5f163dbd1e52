/**
 * The suggested edits, one at a time: the post as it is and as the suggestion would make it, the
 * editor's summary, and approve or reject (`PUT /revisions/audit`, the questions plugin's).
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { RenderedHtml, TimeAgo, useKernel, useQuestionPermalink, useT } from '@answer/sdk';
import { auditRevision, fetchSuggested, type SuggestedEdit } from './api';
import { Author } from './PostPreview';
import { QueueCard } from './QueueCard';
import { useQueue } from './useQueue';

function useEditPath(): (edit: SuggestedEdit) => string {
  const permalink = useQuestionPermalink();
  return ({ type, info, unreviewed_info }) => {
    if (type === 'tag') return `/tags/${encodeURIComponent(unreviewed_info.content?.slug_name ?? info.slug_name ?? '')}`;
    const question = { id: info.question_id || info.object_id, url_title: info.url_title };
    return type === 'answer' ? permalink(question, info.object_id) : permalink(question);
  };
}

function Version({ label, title, html }: { label: string; title?: string; html: string }) {
  return (
    <div className="col-12 col-lg-6">
      <h3 className="h6 text-secondary">{label}</h3>
      {title ? <p className="fw-semibold mb-2">{title}</p> : null}
      <RenderedHtml html={html} className="fmt text-break small border rounded p-2" />
    </div>
  );
}

export function EditQueue({ onWorked }: { onWorked: () => void }) {
  const { http } = useKernel();
  const t = useT();
  const pathOf = useEditPath();
  const queue = useQueue((page) => fetchSuggested(http, page));
  const [busy, setBusy] = useState(false);
  const item = queue.item;

  const decide = async (operation: 'approve' | 'reject') => {
    if (!item) return;
    setBusy(true);
    try {
      await auditRevision(http, item.unreviewed_info.id, operation);
    } catch {
      // the kernel showed why: the queue moves on
    } finally {
      setBusy(false);
      onWorked();
      queue.reload();
    }
  };

  const suggestion = item?.unreviewed_info.content ?? null;
  const isQuestion = item?.type === 'question';

  return (
    <QueueCard
      heading={t('edits.heading')}
      loaded={queue.loaded}
      empty={!item}
      notice={
        item ? (
          <>
            <div className="d-flex flex-wrap align-items-center gap-2 mb-2 small">
              <Author user={item.unreviewed_info.user_info} />
              <TimeAgo seconds={item.unreviewed_info.create_at} prefix={t('edits.suggested')} className="text-secondary" />
            </div>
            <p className="mb-0" data-testid="edit-summary">
              {item.unreviewed_info.reason || t(`edits.default_summary.${item.type}`)}
            </p>
          </>
        ) : null
      }
      post={
        item ? (
          <div className="p-3">
            <small className="d-block text-secondary mb-3">
              {t(`post.type.${item.type}`)}{' '}
              <Link to={pathOf(item)} target="_blank" rel="noreferrer" className="link-secondary">
                #{item.info.object_id}
              </Link>
            </small>
            <div className="row g-3">
              <Version label={t('edits.current')} title={isQuestion ? item.info.title : undefined} html={item.info.html ?? item.info.parsed_text ?? ''} />
              <Version label={t('edits.proposed')} title={isQuestion ? (suggestion?.title ?? item.unreviewed_info.title) : undefined} html={suggestion?.html ?? suggestion?.parsed_text ?? ''} />
            </div>
          </div>
        ) : null
      }
      tip={t('edits.tip')}
      actions={
        <>
          <button type="button" className="btn btn-outline-primary" disabled={busy} onClick={() => void decide('approve')} data-testid="edit-approve">
            {t('page.approve')}
          </button>
          <button type="button" className="btn btn-outline-danger" disabled={busy} onClick={() => void decide('reject')} data-testid="edit-reject">
            {t('page.reject')}
          </button>
          <button type="button" className="btn btn-link" disabled={busy} onClick={queue.skip}>
            {t('page.skip')}
          </button>
        </>
      }
    />
  );
}
