import { useState } from 'react';
import { UserLink, useDateFormat, useT } from '@answer/sdk';
import { RevisionDiff, type TimelineVariant } from './RevisionDiff';
import type { TimelineItem } from './timeline-api';

export interface TimelineRowProps {
  item: TimelineItem;
  /** The revision before this entry's, '0' for the first. */
  previousRevisionId: string;
  /** What the timeline is about, which decides what a diff compares. */
  variant: TimelineVariant;
  /** Offer a rollback to this revision. */
  canRollback: boolean;
  onRollback: (revisionId: string) => void;
}

const hasRevision = (item: TimelineItem) => item.revision_id !== '' && item.revision_id !== '0';

/** One entry: when, what (a badge), who and the comment; revisions expand into their changes. */
export function TimelineRow({ item, previousRevisionId, variant, canRollback, onRollback }: TimelineRowProps) {
  const dates = useDateFormat();
  const t = useT();
  const [open, setOpen] = useState(false);
  const diffId = `timeline-diff-${item.activity_id}`;
  const moment = new Date(item.created_at * 1000);
  const strike = item.cancelled ? 'text-decoration-line-through' : '';
  const user = item.user_info;

  return (
    <>
      <tr className={item.cancelled ? 'text-secondary' : ''}>
        <td className={strike}>
          <time dateTime={moment.toISOString()}>{dates.dateTime(item.created_at)}</time>
        </td>
        <td>
          <span className={`badge text-bg-${item.activity_type === 'deleted' ? 'danger' : 'secondary'} ${strike}`}>{t(`timeline.types.${item.activity_type}`)}</span>
          {item.cancelled ? <span className="ms-1 small">{t('timeline.cancelled')}</span> : null}
        </td>
        <td className={strike}>{user && user.username !== 'N/A' ? <UserLink username={user.username} status={user.status}>{user.display_name || user.username}</UserLink> : t('timeline.nobody')}</td>
        <td className={strike}>
          {/* the server sends comments as sanitised HTML, as Answer does */}
          <div className="small" dangerouslySetInnerHTML={{ __html: item.comment }} />
          {hasRevision(item) ? (
            <div className="d-flex gap-2 mt-1">
              <button type="button" className="btn btn-link btn-sm p-0" aria-expanded={open} aria-controls={diffId} onClick={() => setOpen((value) => !value)}>
                {t(open ? 'timeline.hide_diff' : 'timeline.show_diff')}
              </button>
              {canRollback ? (
                <button type="button" className="btn btn-link btn-sm p-0 link-danger" onClick={() => onRollback(item.revision_id)}>
                  {t('timeline.rollback')}
                </button>
              ) : null}
            </div>
          ) : null}
        </td>
      </tr>
      {open ? (
        <tr>
          <td colSpan={4}>
            <RevisionDiff id={diffId} newRevisionId={item.revision_id} oldRevisionId={previousRevisionId} variant={variant} />
          </td>
        </tr>
      ) : null}
    </>
  );
}

/** For each entry with a revision, the revision of the next older entry that has one ('0' when none). */
export function previousRevisions(items: TimelineItem[]): Map<string, string> {
  const previous = new Map<string, string>();
  for (let index = 0; index < items.length; index += 1) {
    if (!hasRevision(items[index])) continue;
    const older = items.slice(index + 1).find(hasRevision);
    previous.set(items[index].activity_id, older ? older.revision_id : '0');
  }
  return previous;
}
