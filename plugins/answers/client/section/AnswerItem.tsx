import { useState } from 'react';
import { Link } from 'react-router-dom';
import { RenderedHtml, Slot, lazyComponent, useKernel, useT } from '@answer/sdk';
import { ADOPTED, ANSWER_STATUS, recoverAnswer, setAcceptedAnswer, type AnswerInfo } from '../answer-api';
import { editAnswerPath } from '../paths';
import { UserCard } from '../UserCard';
import { postActionsPoint, postFooterPoint, postSidePoint, type PostProps } from '../points';

// Offered to the author and moderators only: guests and most members never load it.
const DeleteAnswer = lazyComponent(() => import('./DeleteAnswer'), 'DeleteAnswer');

export interface AnswerItemProps {
  answer: AnswerInfo;
  /** The question's title. */
  title: string;
  /** The answer's own path (permalink setting applied). */
  path: string;
  highlighted: boolean;
  /** The list and the question reload after an action. */
  onChanged: () => void;
}

/** Accepting or taking acceptance back, offered to the question's author and staff. */
function AcceptButton({ answer, onChanged }: { answer: AnswerInfo; onChanged: () => void }) {
  const { http } = useKernel();
  const t = useT();
  const [busy, setBusy] = useState(false);
  if (!answer.accept_action) return null;
  const accepting = answer.accept_action === 'accept';
  const toggle = () => {
    setBusy(true);
    setAcceptedAnswer(http, answer.question_id, accepting ? answer.id : '0')
      .then(onChanged, () => {
        // the kernel showed the refusal
      })
      .finally(() => setBusy(false));
  };
  return (
    <button type="button" className={`btn btn-sm ${accepting ? 'btn-outline-success' : 'btn-success'}`} disabled={busy} aria-pressed={!accepting} onClick={toggle}>
      {t(accepting ? 'answer.accept' : 'answer.unaccept')}
    </button>
  );
}

export function AnswerItem({ answer, title, path, highlighted, onChanged }: AnswerItemProps) {
  const { http, session } = useKernel();
  const t = useT();
  const offered = new Set((answer.member_actions ?? []).map((item) => item.action));
  const deleted = answer.status === ANSWER_STATUS.deleted;
  // the server shows a held answer only to its author and staff
  const pending = answer.status === ANSWER_STATUS.pending;
  const accepted = answer.accepted === ADOPTED.yes;
  const edited = answer.update_user_info && answer.update_time > answer.create_time;
  const headingId = `answer-${answer.id}-label`;
  const post: PostProps = {
    objectType: 'answer',
    objectId: answer.id,
    questionId: answer.question_id,
    authorId: answer.user_info?.id ?? '',
    status: answer.status,
    voteCount: answer.vote_count,
    voteStatus: answer.vote_status === 'vote_up' || answer.vote_status === 'vote_down' ? answer.vote_status : '',
    collected: answer.collected,
    collectionCount: 0,
    followed: false,
    followCount: 0,
    memberActions: answer.member_actions,
    path,
    title,
    onChanged,
  };

  const undelete = () => {
    recoverAnswer(http, answer.id).then(onChanged, () => {
      // the kernel showed the refusal
    });
  };

  return (
    <article
      id={`answer-${answer.id}`}
      data-answer-id={answer.id}
      aria-labelledby={headingId}
      className={`answer-item py-3 border-bottom ${highlighted ? 'bg-warning-subtle rounded px-2' : ''} ${deleted ? 'opacity-75' : ''}`}
    >
      <h3 id={headingId} className="visually-hidden">
        {t('answer.label', { name: answer.user_info?.display_name || answer.user_info?.username || t('answer.unknown_user') })}
      </h3>
      {accepted ? (
        <p className="mb-2">
          <span className="badge text-bg-success" data-testid="accepted-answer">
            <span aria-hidden="true">✓ </span>
            {t('answer.accepted')}
          </span>
        </p>
      ) : null}
      {deleted ? (
        <div className="alert alert-danger py-2" role="status">
          {t('answer.deleted_banner')}
        </div>
      ) : null}
      {pending ? (
        <div className="alert alert-warning py-2" role="status" data-testid="answer-pending">
          {t(session.user?.id === answer.user_info?.id ? 'answer.pending_banner' : 'answer.pending_banner_staff')}
        </div>
      ) : null}
      <div className="d-flex gap-3">
        <div className="post-side d-flex flex-column align-items-center gap-2 flex-shrink-0">
          <Slot point={postSidePoint} props={post} />
        </div>
        <div className="flex-grow-1 min-w-0">
      <RenderedHtml html={answer.html} className="fmt text-break mb-3" />
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-3">
        <div className="d-flex flex-wrap align-items-center gap-3 small" role="group" aria-label={t('answer.actions')}>
          <AcceptButton answer={answer} onChanged={onChanged} />
          {offered.has('edit') && !deleted ? (
            <Link to={editAnswerPath(answer.question_id, answer.id)} className="link-secondary text-decoration-none">
              {t('answer.edit')}
            </Link>
          ) : null}
          {offered.has('delete') && !deleted ? <DeleteAnswer answerId={answer.id} onDeleted={onChanged} /> : null}
          {offered.has('undelete') && deleted ? (
            <button type="button" className="btn btn-link btn-sm link-secondary p-0 text-decoration-none" onClick={undelete}>
              {t('answer.undelete')}
            </button>
          ) : null}
          <Slot point={postActionsPoint} props={post} />
        </div>
        <div className="d-flex flex-wrap gap-4">
          {edited ? <UserCard user={answer.update_user_info} labelKey="answer.edited" seconds={answer.update_time} /> : null}
          <UserCard user={answer.user_info} labelKey="answer.answered" seconds={answer.create_time} />
        </div>
      </div>
      <Slot point={postFooterPoint} props={post} />
        </div>
      </div>
    </article>
  );
}
