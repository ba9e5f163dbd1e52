/**
 * The bookmark toggle beside a post, under the votes. Questions show how many bookmarked them;
 * answers have no such count on the page, so theirs appears once the server reports it after a
 * switch. Guests are sent to log in and come back here.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { useKernel, useT } from '@answer/sdk';
import { switchBookmark } from './api';
import type { PostProps } from './points';

const DELETED = 10;

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M3 1.5A1.5 1.5 0 0 1 4.5 0h7A1.5 1.5 0 0 1 13 1.5v14a.5.5 0 0 1-.77.42L8 13.1l-4.23 2.82A.5.5 0 0 1 3 15.5z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1"
      />
    </svg>
  );
}

export const BookmarkButton = observer(function BookmarkButton({ objectType, objectId, status, collected, collectionCount }: PostProps) {
  const { http, session, router } = useKernel();
  const t = useT();
  const location = useLocation();
  const [state, setState] = useState<{ collected: boolean; count: number | null }>({ collected, count: objectType === 'question' ? collectionCount : null });
  const [busy, setBusy] = useState(false);

  // a reloaded post brings the server's values
  useEffect(() => {
    setState({ collected, count: objectType === 'question' ? collectionCount : null });
  }, [collected, collectionCount, objectType, objectId]);

  if (status === DELETED) return null;

  const toggle = () => {
    if (!session.isLoggedIn) {
      session.saveReturnPath(`${location.pathname}${location.search}`);
      router.navigate('/users/login');
      return;
    }
    const next = !state.collected;
    setBusy(true);
    switchBookmark(http, objectId, next)
      .then(
        (result) => setState({ collected: next, count: result.object_collection_count }),
        () => {
          // refused (not verified, post gone): the kernel showed why
        },
      )
      .finally(() => setBusy(false));
  };

  const label = t(state.collected ? 'bookmark.remove' : 'bookmark.add');
  return (
    <div className="d-flex flex-column align-items-center">
      <button
        type="button"
        className={`btn btn-sm btn-link p-1 ${state.collected ? 'text-warning' : 'link-secondary'}`}
        aria-pressed={state.collected}
        aria-label={label}
        title={label}
        disabled={busy}
        onClick={toggle}
        data-testid={`bookmark-${objectType}`}
      >
        <BookmarkIcon filled={state.collected} />
      </button>
      {state.count !== null ? (
        <span className="small text-secondary" aria-label={t('bookmark.count', { count: state.count })} data-testid={`bookmark-count-${objectType}`}>
          {state.count}
        </span>
      ) : null}
    </div>
  );
});
