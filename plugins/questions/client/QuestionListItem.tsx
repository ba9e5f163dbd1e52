import { Link } from 'react-router-dom';
import { useKernel, useT } from '@answer/sdk';
import type { QuestionItem } from './api';
import { formatCount, relativeTime } from './format';

export interface ItemLinks {
  /** Set when a page for single questions is registered; titles stay plain text otherwise. */
  question: boolean;
  tag: boolean;
  user: boolean;
}

function When({ seconds }: { seconds: number }) {
  const { i18n } = useKernel();
  const t = useT();
  const relative = relativeTime(seconds, Math.floor(Date.now() / 1000));
  const exact = new Date(seconds * 1000);
  const label =
    relative.unit === 'date'
      ? exact.toLocaleDateString(i18n.language.replace('_', '-'), { year: 'numeric', month: 'short', day: 'numeric' })
      : t(`time.${relative.unit}`, { count: relative.count });
  return <time dateTime={exact.toISOString()} title={exact.toLocaleString(i18n.language.replace('_', '-'))}>{label}</time>;
}

function Stat({ value, label, highlight }: { value: number; label: string; highlight?: boolean }) {
  return (
    <span className={`me-3 ${highlight ? 'text-success fw-semibold' : ''}`}>
      <span className="fw-semibold">{formatCount(value)}</span> {label}
    </span>
  );
}

export function QuestionListItem({ question, links }: { question: QuestionItem; links: ItemLinks }) {
  const t = useT();
  const operator = question.operator;
  const authorName = operator ? operator.display_name || operator.username : t('list.unknown_user');
  return (
    <li className="list-group-item py-3 px-0 bg-transparent" data-question-id={question.id}>
      <h2 className="h5 mb-2 text-break">
        {question.pin === 2 ? <span className="badge text-bg-warning me-2 align-middle small">{t('list.pinned')}</span> : null}
        {links.question ? <Link to={`/questions/${question.id}`} className="link-body-emphasis text-decoration-none">{question.title}</Link> : <span>{question.title}</span>}
        {question.status === 2 ? <span className="text-secondary fw-normal"> {t('list.closed')}</span> : null}
      </h2>
      {question.description ? <p className="text-secondary small mb-2 text-break">{question.description}</p> : null}
      {question.tags.length > 0 ? (
        <div className="mb-2 d-flex flex-wrap gap-1">
          {question.tags.map((tag) =>
            links.tag ? (
              <Link key={tag.slug_name} to={`/tags/${encodeURIComponent(tag.slug_name)}`} className="badge text-bg-light border text-decoration-none">
                {tag.display_name || tag.slug_name}
              </Link>
            ) : (
              <span key={tag.slug_name} className="badge text-bg-light border">
                {tag.display_name || tag.slug_name}
              </span>
            ),
          )}
        </div>
      ) : null}
      <div className="d-flex flex-wrap align-items-center small text-secondary">
        <span className="me-3">
          {operator && links.user ? <Link to={`/users/${encodeURIComponent(operator.username)}`}>{authorName}</Link> : <span className="fw-semibold">{authorName}</span>}{' '}
          {t(`list.operation.${question.operation_type}`)} <When seconds={question.operated_at || question.created_at} />
        </span>
        <Stat value={question.vote_count} label={t('list.votes', { count: question.vote_count })} />
        <Stat value={question.answer_count} label={t('list.answers', { count: question.answer_count })} highlight={question.accepted_answer_id !== '0' && question.accepted_answer_id !== ''} />
        <Stat value={question.view_count} label={t('list.views', { count: question.view_count })} />
      </div>
    </li>
  );
}
