import { Link } from 'react-router-dom';
import { formatCount, TimeAgo, UserLink, useT } from '@answer/sdk';
import type { QuestionItem } from './api';
import { useQuestionPath, type LinkTargets } from './links';
import { TagLinks } from './TagLinks';

function Stat({ value, label, highlight }: { value: number; label: string; highlight?: boolean }) {
  return (
    <span className={`me-3 ${highlight ? 'text-success fw-semibold' : ''}`}>
      <span className="fw-semibold">{formatCount(value)}</span> {label}
    </span>
  );
}

const AVATAR_SIZE = 20;

/** The author's small picture before their name (the first letter of the name when they have none), as Answer's lists show it. */
function ListAvatar({ url, name }: { url: string; name: string }) {
  const className = 'rounded-circle me-1 align-text-bottom';
  if (url) return <img src={url} alt="" width={AVATAR_SIZE} height={AVATAR_SIZE} className={`${className} object-fit-cover`} loading="lazy" />;
  return (
    <span aria-hidden="true" className={`${className} d-inline-flex align-items-center justify-content-center bg-secondary-subtle text-secondary-emphasis`} style={{ width: AVATAR_SIZE, height: AVATAR_SIZE, fontSize: 11 }}>
      {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
    </span>
  );
}

export function QuestionListItem({ question, links }: { question: QuestionItem; links: LinkTargets }) {
  const t = useT();
  const pathOf = useQuestionPath();
  const operator = question.operator;
  const authorName = operator ? operator.display_name || operator.username : t('list.unknown_user');
  return (
    <li className="list-group-item py-3 px-0 bg-transparent" data-question-id={question.id}>
      <h2 className="h5 mb-2 text-break">
        {question.pin === 2 ? <span className="badge text-bg-warning me-2 align-middle small">{t('list.pinned')}</span> : null}
        {links.question ? <Link to={pathOf(question)} className="link-body-emphasis text-decoration-none">{question.title}</Link> : <span>{question.title}</span>}
        {question.status === 2 ? <span className="text-secondary fw-normal"> {t('list.closed')}</span> : null}
      </h2>
      {question.description ? <p className="text-secondary small mb-2 text-break">{question.description}</p> : null}
      <TagLinks tags={question.tags} className="mb-2" />
      <div className="d-flex flex-wrap align-items-center small text-secondary">
        <span className="me-3">
          {operator?.username ? (
            <>
              <UserLink username={operator.username} status={operator.status} decorative>
                <ListAvatar url={operator.avatar ?? ''} name={authorName} />
              </UserLink>
              <UserLink username={operator.username} status={operator.status} className="fw-semibold">
                {authorName}
              </UserLink>
            </>
          ) : (
            <span className="fw-semibold">{authorName}</span>
          )}{' '}
          {t(`list.operation.${question.operation_type}`)} <TimeAgo seconds={question.operated_at || question.created_at} />
        </span>
        <Stat value={question.vote_count} label={t('list.votes', { count: question.vote_count })} />
        <Stat value={question.answer_count} label={t('list.answers', { count: question.answer_count })} highlight={question.accepted_answer_id !== '0' && question.accepted_answer_id !== ''} />
        <Stat value={question.view_count} label={t('list.views', { count: question.view_count })} />
      </div>
    </li>
  );
}
