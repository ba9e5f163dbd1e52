/**
 * One comment: the rendered text, who wrote it and when, whom it replies to, and the viewer's
 * actions (up-vote, reply, edit inline, delete).
 */
import { useState } from 'react';
import { ApiError, RenderedHtml, Slot, UserLink, lazyComponent, useCaptcha, useKernel, useT, type FieldError } from '@answer/sdk';
import { COMMENT_PENDING, updateComment, type EditedComment, type GetCommentResp } from './comment-api';
import { CommentForm } from './LazyCommentForm';
import { CommentTime } from './CommentTime';
import { commentActionsPoint } from './points';
import { VoteButton } from './VoteButton';

// Offered on a member's own comments and to moderators only: guests never load it.
const DeleteComment = lazyComponent(() => import('./DeleteComment'), 'DeleteComment');

export interface CommentItemProps {
  comment: GetCommentResp;
  highlighted: boolean;
  /** Replying is offered (an activated member). */
  canReply: boolean;
  /** Up-votes are offered (the votes plugin is active and the viewer is not the author). */
  canVote: boolean;
  onReply: (comment: GetCommentResp) => void;
  onChanged: (comment: GetCommentResp) => void;
  onDeleted: (commentId: string) => void;
}

const nameOf = (username: string, displayName: string) => displayName || username;

/** What a refused edit says: the server's field errors, or its message on no field. */
function editErrors(error: unknown): FieldError[] {
  if (!(error instanceof ApiError)) return [];
  return error.list.length > 0 ? error.list : [{ error_field: '', error_msg: error.message }];
}

export function CommentItem({ comment, highlighted, canReply, canVote, onReply, onChanged, onDeleted }: CommentItemProps) {
  const { http, session } = useKernel();
  const t = useT();
  const captcha = useCaptcha();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldError[]>();
  const offered = new Set(comment.member_actions.map((item) => item.action));
  const author = nameOf(comment.username, comment.user_display_name) || t('comment.unknown_user');

  const save = async (text: string) => {
    setBusy(true);
    setErrors(undefined);
    try {
      const edited: EditedComment = await captcha.run('edit', (answer) => updateComment(http, { comment_id: comment.comment_id, original_text: text }, answer));
      onChanged({ ...comment, original_text: edited.original_text, parsed_text: edited.parsed_text, status: edited.status });
      setEditing(false);
    } catch (error) {
      setErrors(editErrors(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li
      id={`comment-${comment.comment_id}`}
      data-comment-id={comment.comment_id}
      aria-label={t('comment.by', { name: author })}
      className={`comment-item d-flex gap-2 py-2 border-bottom small ${highlighted ? 'bg-warning-subtle rounded px-2' : ''}`}
    >
      <div className="flex-shrink-0" style={{ minWidth: '2rem' }}>
        {canVote ? <VoteButton comment={comment} onVoted={(vote) => onChanged({ ...comment, ...vote })} /> : comment.vote_count > 0 ? <span className="text-secondary">{comment.vote_count}</span> : null}
      </div>
      <div className="flex-grow-1 min-w-0">
        {editing ? (
          <CommentForm
            id={`edit-comment-${comment.comment_id}`}
            initialText={comment.original_text}
            submitLabel={t('form.save')}
            busy={busy}
            serverErrors={errors}
            onSubmit={save}
            onCancel={() => {
              setEditing(false);
              setErrors(undefined);
            }}
          />
        ) : (
          <>
            <RenderedHtml html={comment.parsed_text} className="fmt comment-text text-break mb-0" />
            {comment.status === COMMENT_PENDING ? (
              <p className="text-warning-emphasis mb-0" role="status" data-testid="comment-pending">
                {t(session.user?.id === comment.user_id ? 'comment.pending' : 'comment.pending_staff')}
              </p>
            ) : null}
            <div className="d-flex flex-wrap align-items-center gap-3">
            <span className="text-secondary">
              {'– '}
              {comment.username ? <UserLink username={comment.username} status={comment.user_status}>{author}</UserLink> : author}
              {comment.reply_username ? (
                <>
                  {' '}
                  {t('comment.replying_to', { name: nameOf(comment.reply_username, comment.reply_user_display_name) })}
                </>
              ) : null}{' '}
              · <CommentTime seconds={comment.created_at} />
            </span>
            <span className="d-flex flex-wrap gap-3" role="group" aria-label={t('comment.actions')}>
              {canReply ? (
                <button type="button" className="btn btn-link btn-sm link-secondary p-0 text-decoration-none" onClick={() => onReply(comment)}>
                  {t('comment.reply')}
                </button>
              ) : null}
              {offered.has('edit') ? (
                <button type="button" className="btn btn-link btn-sm link-secondary p-0 text-decoration-none" onClick={() => setEditing(true)}>
                  {t('comment.edit')}
                </button>
              ) : null}
              {offered.has('delete') ? <DeleteComment commentId={comment.comment_id} onDeleted={() => onDeleted(comment.comment_id)} /> : null}
              <Slot point={commentActionsPoint} props={{ comment }} />
            </span>
            </div>
          </>
        )}
      </div>
    </li>
  );
}
