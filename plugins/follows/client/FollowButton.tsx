/**
 * Follow / Following on a question, with its follower count. Guests are sent to log in and come
 * back here; the state comes from the server, so it holds after a reload.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { useKernel, useT } from '@answer/sdk';
import { fetchFollowState, switchFollow, type FollowState } from './api';
import type { PostProps } from './points';

const QUESTION_DELETED = 10;

export const FollowButton = observer(function FollowButton({ objectType, objectId, status }: PostProps) {
  const { http, session, router } = useKernel();
  const t = useT();
  const location = useLocation();
  const [state, setState] = useState<FollowState | null>(null);
  const [busy, setBusy] = useState(false);
  const userId = session.user?.id ?? '';
  const shown = objectType === 'question' && status !== QUESTION_DELETED;

  useEffect(() => {
    if (!shown) return undefined;
    const controller = new AbortController();
    fetchFollowState(http, objectId, controller.signal).then(setState, () => {
      // the button stays in its neutral state; the kernel reported the failure
    });
    return () => controller.abort();
  }, [http, objectId, userId, shown]);

  if (!shown) return null;
  const followed = state?.is_followed ?? false;

  const toggle = () => {
    if (!session.isLoggedIn) {
      session.saveReturnPath(`${location.pathname}${location.search}`);
      router.navigate('/users/login');
      return;
    }
    setBusy(true);
    switchFollow(http, objectId, !followed)
      .then(setState, () => {
        // refused (not verified, question gone): the kernel showed why
      })
      .finally(() => setBusy(false));
  };

  return (
    <button
      type="button"
      className={`btn btn-sm ${followed ? 'btn-secondary' : 'btn-outline-secondary'}`}
      aria-pressed={followed}
      disabled={busy}
      onClick={toggle}
      data-testid="follow-question"
    >
      {followed ? t('follow.following') : t('follow.follow')}
      {state ? <span className="ms-1" aria-label={t('follow.count', { count: state.follows })}>{state.follows}</span> : null}
    </button>
  );
});
