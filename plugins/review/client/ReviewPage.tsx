/**
 * `/review`: the queues the viewer may work (staff: flagged posts, queued posts, suggested edits;
 * members with the audit privilege: suggested edits), each tab with what waits in it. `?type=`
 * opens a queue. The counts are loaded again after every item worked.
 */
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useKernel, useT } from '@answer/sdk';
import { fetchReviewTypes, type ReviewType } from './api';
import { EditQueue } from './EditQueue';
import { FlagQueue } from './FlagQueue';
import { PendingQueue } from './PendingQueue';
import { knownQueues, pickQueue, type QueueName } from './queue';

const QUEUES: Record<QueueName, typeof FlagQueue> = { flagged_post: FlagQueue, queued_post: PendingQueue, suggested_post_edit: EditQueue };

export default function ReviewPage() {
  const { http, notify } = useKernel();
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const [types, setTypes] = useState<ReviewType[] | null>(null);
  const [current, setCurrent] = useState<QueueName | null>(null);
  const requested = search.get('type');

  const loadTypes = useCallback(
    (signal?: AbortSignal) =>
      fetchReviewTypes(http, signal).then(
        (answer) => {
          const listed = knownQueues(answer);
          setTypes(listed);
          // the queue just emptied gives way to one with work, as Answer's page does
          setCurrent((now) => pickQueue(listed, now ? null : requested, now));
          // a member who may review nothing has no business here
          if (listed.length === 0) notify.showErrorPage('403');
        },
        () => undefined,
      ),
    [http, notify, requested],
  );

  useEffect(() => {
    const controller = new AbortController();
    void loadTypes(controller.signal);
    return () => controller.abort();
  }, [loadTypes]);

  const choose = (name: QueueName) => {
    setCurrent(name);
    if (search.has('type') || search.has('objectId')) {
      search.delete('type');
      search.delete('objectId');
      setSearch(search, { replace: true });
    }
  };

  const Queue = current ? QUEUES[current] : null;

  return (
    <div className="pt-4 mb-5">
      <h1 className="h3 mb-4">{t('page.title')}</h1>
      {types === null ? <div className="spinner-border spinner-border-sm" role="status" aria-label={t('page.loading')} /> : null}
      {types && types.length > 0 ? (
        <ul className="nav nav-underline mb-3" role="tablist">
          {types.map((type) => {
            const name = type.name as QueueName;
            const active = name === current;
            return (
              <li className="nav-item" key={name} role="presentation">
                <button
                  type="button"
                  role="tab"
                  aria-selected={active}
                  className={`nav-link ${active ? 'active' : ''}`}
                  onClick={() => choose(name)}
                  data-testid={`review-tab-${name}`}
                >
                  {t(`tab.${name}`)}
                  {type.todo_amount > 0 ? <span className="badge rounded-pill text-bg-danger ms-2">{type.todo_amount}</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {Queue ? (
        <div role="tabpanel">
          {/* keyed: a tab opened again starts at its first item */}
          <Queue key={current} onWorked={() => void loadTypes()} />
        </div>
      ) : null}
    </div>
  );
}
