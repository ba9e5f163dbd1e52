import { Link } from 'react-router-dom';
import { UserLink, useT } from '@answer/sdk';
import type { QuestionItem } from './api';
import { formatCount } from './format';
import { useQuestionPath, type LinkTargets } from './links';
import { TagLinks } from './TagLinks';
import { TimeAgo } from './TimeAgo';

function Stat({ value, label, highlight }: { value: number; label: string; highlight?: boolean }) {
  return (
    <span className={`me-3 ${highlight ? 'text-success fw-semibold' : ''}`}>
      <span className="fw-semibold">{formatCount(value)}</span> {label}
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
          {operator?.username ? <UserLink username={operator.username} className="fw-semibold">{authorName}</UserLink> : <span className="fw-semibold">{authorName}</span>}{' '}
          {t(`list.operation.${question.operation_type}`)} <TimeAgo seconds={question.operated_at || question.created_at} />
        </span>
        <Stat value={question.vote_count} label={t('list.votes', { count: question.vote_count })} />
        <Stat value={question.answer_count} label={t('list.answers', { count: question.answer_count })} highlight={question.accepted_answer_id !== '0' && question.accepted_answer_id !== ''} />
        <Stat value={question.view_count} label={t('list.views', { count: question.view_count })} />
      </div>
    </li>
  );
}
