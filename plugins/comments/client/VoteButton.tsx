/**
 * Up-voting a comment through the votes plugin's `POST /vote/up`. Shown only while the votes
 * plugin is active on this page; its refusals (own comment, reputation) are the kernel's toasts.
 */
import { useState } from 'react';
import { useKernel, useT } from '@answer/sdk';
import { voteComment, type GetCommentResp } from './comment-api';

export function VoteButton({ comment, onVoted }: { comment: GetCommentResp; onVoted: (vote: { is_vote: boolean; vote_count: number }) => void }) {
  const { http } = useKernel();
  const t = useT();
  const [busy, setBusy] = useState(false);
  const toggle = () => {
    setBusy(true);
    const cancel = comment.is_vote;
    voteComment(http, comment.comment_id, cancel)
      .then(
        (result) => {
          const fallback = comment.vote_count + (cancel ? -1 : 1);
          onVoted({ is_vote: !cancel, vote_count: typeof result?.votes === 'number' ? result.votes : fallback });
        },
        () => {
          // the kernel showed the refusal
        },
      )
      .finally(() => setBusy(false));
  };
  return (
    <button
      type="button"
      className={`btn btn-sm p-0 border-0 d-inline-flex align-items-center gap-1 ${comment.is_vote ? 'text-primary' : 'text-secondary'}`}
      aria-pressed={comment.is_vote}
      aria-label={t(comment.is_vote ? 'comment.unvote' : 'comment.vote_up')}
      title={t(comment.is_vote ? 'comment.unvote' : 'comment.vote_up')}
      disabled={busy}
      onClick={toggle}
    >
      <span aria-hidden="true">▲</span>
      <span>{comment.vote_count > 0 ? comment.vote_count : ''}</span>
    </button>
  );
}
