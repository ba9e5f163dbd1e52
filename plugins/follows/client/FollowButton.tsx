/**
 * Follow / Following on a question, with its follower count. Guests are sent to log in and come
 * back here; the state comes with the question from the server, so it holds after a reload.
 */
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { useKernel, useT } from '@answer/sdk';
import { switchFollow, type FollowState } from './api';
import type { PostProps } from './points';

const QUESTION_DELETED = 10;

export const FollowButton = observer(function FollowButton({ objectType, objectId, status, followed: loadedFollowed, followCount }: PostProps) {
  const { http, session, router } = useKernel();
  const t = useT();
  const location = useLocation();
  // what the last switch answered, until the question is loaded again
  const [switched, setSwitched] = useState<(FollowState & { objectId: string }) | null>(null);
  const [busy, setBusy] = useState(false);
  if (objectType !== 'question' || status === QUESTION_DELETED) return null;
  const state: FollowState = switched?.objectId === objectId ? switched : { follows: followCount, is_followed: loadedFollowed };
  const followed = state.is_followed;

  const toggle = () => {
    if (!session.isLoggedIn) {
      session.saveReturnPath(`${location.pathname}${location.search}`);
      router.navigate('/users/login');
      return;
    }
    setBusy(true);
    switchFollow(http, objectId, !followed)
      .then((answer) => setSwitched({ ...answer, objectId }), () => {
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
      <span className="ms-1" aria-label={t('follow.count', { count: state.follows })}>
        {state.follows}
      </span>
    </button>
  );
});
