/**
 * Follow / Following on a tag's page. Guests are sent to log in and come back; after a switch the
 * page loads the tag again, so its follower count follows.
 */
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { useKernel, useT } from '@answer/sdk';
import { switchFollow } from './api';
import type { TagActionProps } from './points';

export const TagFollowButton = observer(function TagFollowButton({ tag, onChanged }: TagActionProps) {
  const { http, session, router } = useKernel();
  const t = useT();
  const location = useLocation();
  // what the last switch answered, until the tag is loaded again with it
  const [switched, setSwitched] = useState<{ tagId: string; followed: boolean; loaded: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  if (tag.status === 'deleted') return null;
  const followed = switched?.tagId === tag.tag_id && switched.loaded === tag.is_follower ? switched.followed : tag.is_follower;

  const toggle = () => {
    if (!session.isLoggedIn) {
      session.saveReturnPath(`${location.pathname}${location.search}`);
      router.navigate('/users/login');
      return;
    }
    setBusy(true);
    switchFollow(http, tag.tag_id, !followed)
      .then(
        (answer) => {
          setSwitched({ tagId: tag.tag_id, followed: answer.is_followed, loaded: tag.is_follower });
          onChanged();
        },
        () => {
          // refused (not verified, tag gone): the kernel showed why
        },
      )
      .finally(() => setBusy(false));
  };

  return (
    <button type="button" className={`btn btn-sm ${followed ? 'btn-primary' : 'btn-outline-primary'}`} aria-pressed={followed} disabled={busy} onClick={toggle} data-testid="follow-tag">
      {followed ? t('follow.following') : t('follow.follow')}
    </button>
  );
});
