/**
 * Up button, score, down button beside a post. The score and the pressed button are the server's
 * (never guessed ahead of its answer); the buttons rest while a vote is on its way. Guests are
 * sent to log in and come back here. On their own posts members get the buttons too, and the
 * server's refusal ("You can't vote for your own post.") as the kernel's toast, as in Answer.
 */
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { useCaptcha, useKernel, useT } from '@answer/sdk';
import { compactCount } from './format';
import type { PostProps } from './points';
import { sendVote, type VoteDirection } from './vote-api';

interface Shown {
  votes: number;
  status: PostProps['voteStatus'];
}

function Arrow({ direction }: { direction: VoteDirection }) {
  return (
    <svg width="18" height="18" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={direction === 'up' ? 'M8 3 2 11h12z' : 'M8 13 2 5h12z'} fill="currentColor" />
    </svg>
  );
}

export const VoteControl = observer(function VoteControl(post: PostProps) {
  const { http, session, router } = useKernel();
  const t = useT();
  const captcha = useCaptcha();
  const location = useLocation();
  const [shown, setShown] = useState<Shown>({ votes: post.voteCount, status: post.voteStatus });
  const [busy, setBusy] = useState(false);

  // the post was loaded again (after another change): its numbers are the newer ones
  useEffect(() => setShown({ votes: post.voteCount, status: post.voteStatus }), [post.objectId, post.voteCount, post.voteStatus]);

  const vote = async (direction: VoteDirection) => {
    if (!session.isLoggedIn) {
      session.saveReturnPath(`${location.pathname}${location.search}`);
      router.navigate('/users/login');
      return;
    }
    const cancel = shown.status === `vote_${direction}`;
    setBusy(true);
    try {
      const result = await captcha.run('vote', (answer) => sendVote(http, direction, post.objectId, cancel, answer));
      setShown({ votes: result.votes, status: result.vote_status });
    } catch {
      // a closed captcha stops quietly; the kernel showed the server's refusal
    } finally {
      setBusy(false);
    }
  };

  const button = (direction: VoteDirection) => {
    const pressed = shown.status === `vote_${direction}`;
    return (
      <button
        type="button"
        className={`btn btn-sm rounded-circle p-1 lh-1 ${pressed ? 'btn-primary' : 'btn-outline-secondary'}`}
        aria-label={t(`control.${direction}`)}
        title={t(`control.${direction}`)}
        aria-pressed={pressed}
        disabled={busy}
        onClick={() => void vote(direction)}
      >
        <Arrow direction={direction} />
      </button>
    );
  };

  return (
    <div className="d-flex flex-column align-items-center gap-1" role="group" aria-label={t('control.group')} data-testid="vote-control" data-object-id={post.objectId}>
      {button('up')}
      <span className="fs-5 fw-semibold" data-testid="vote-count" aria-live="polite" aria-label={t('control.count', { count: shown.votes, value: compactCount(shown.votes) })}>
        {compactCount(shown.votes)}
      </span>
      {button('down')}
    </div>
  );
});
