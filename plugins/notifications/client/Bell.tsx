import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useKernel, useT } from '@answer/sdk';
import { fetchRedDot, type RedDot } from './api';

/** Answer's UI polls the red dots every 3 s. */
const POLL_MS = 3000;

type Counts = Pick<RedDot, 'inbox' | 'achievement'>;

/**
 * Polls while the tab is visible and asks again the moment it comes back, so hidden tabs cost the
 * server nothing.
 */
function useRedDot(active: boolean): Counts {
  const { http } = useKernel();
  const [dot, setDot] = useState<Counts>({ inbox: 0, achievement: 0 });
  useEffect(() => {
    if (!active) {
      setDot({ inbox: 0, achievement: 0 });
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | null = null;
    const poll = () => {
      clearTimeout(timer);
      controller?.abort();
      if (document.visibilityState !== 'visible') return;
      const current = new AbortController();
      controller = current;
      fetchRedDot(http, current.signal)
        .then((next) => !current.signal.aborted && setDot({ inbox: next.inbox, achievement: next.achievement }))
        .catch(() => undefined)
        .finally(() => {
          if (!current.signal.aborted) timer = setTimeout(poll, POLL_MS);
        });
    };
    poll();
    document.addEventListener('visibilitychange', poll);
    return () => {
      document.removeEventListener('visibilitychange', poll);
      clearTimeout(timer);
      controller?.abort();
    };
  }, [active, http]);
  return dot;
}

/** The header bell with the member's unread count; nothing for guests. */
export const Bell = observer(function Bell() {
  const { session } = useKernel();
  const t = useT();
  const dot = useRedDot(session.isLoggedIn);
  if (!session.isLoggedIn) return null;
  const count = dot.inbox + dot.achievement;
  const to = dot.inbox === 0 && dot.achievement > 0 ? '/users/notifications/achievement' : '/users/notifications/inbox';
  return (
    <Link className="nav-link position-relative px-2" to={to} aria-label={count > 0 ? t('bell.label_count', { count }) : t('bell.label')} data-testid="notification-bell">
      <svg width="18" height="18" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
        <path d="M8 16a2 2 0 0 0 2-2H6a2 2 0 0 0 2 2zM8 1.918l-.797.161A4.002 4.002 0 0 0 4 6c0 .628-.134 2.197-.459 3.742-.16.767-.376 1.566-.663 2.258h10.244c-.287-.692-.502-1.49-.663-2.258C12.134 8.197 12 6.628 12 6a4.002 4.002 0 0 0-3.203-3.92L8 1.917zM14.22 12c.223.447.481.801.78 1H1c.299-.199.557-.553.78-1C2.68 10.2 3 6.88 3 6c0-2.42 1.72-4.44 4.005-4.901a1 1 0 1 1 1.99 0A5.002 5.002 0 0 1 13 6c0 .88.32 4.2 1.22 6z" />
      </svg>
      {count > 0 ? (
        <span className="position-absolute top-0 start-100 translate-middle badge rounded-pill bg-danger" data-testid="notification-count">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
});
