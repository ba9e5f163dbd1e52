/**
 * A profile's first tab: the member's bio, their top answers and questions side by side, then
 * the sections other plugins add (recent badges).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatCount, RenderedHtml, Slot, useKernel, useLoaded, useQuestionPermalink, useT } from '@answer/sdk';
import { fetchTopPosts, type UserAnswer, type UserQuestion } from '../api';
import { Loading } from '../common/Loading';
import { profileOverviewPoint, type ProfileTabProps } from '../points';
import { hasAccepted } from './QuestionsTab';

function TopAnswer({ answer }: { answer: UserAnswer }) {
  const t = useT();
  const permalink = useQuestionPermalink();
  return (
    <li className="mb-2">
      <Link to={permalink({ id: answer.question_id, url_title: answer.question_info.url_title }, answer.answer_id)} className="d-block text-truncate">
        {answer.question_info.title}
      </Link>
      <div className="small text-secondary d-flex flex-wrap gap-3">
        <span>
          <i className="bi bi-hand-thumbs-up-fill me-1" aria-hidden="true" />
          {t('counts.votes', { count: answer.vote_count, value: formatCount(answer.vote_count) })}
        </span>
        {answer.accepted === 2 ? (
          <span className="text-success">
            <i className="bi bi-check-circle-fill me-1" aria-hidden="true" />
            {t('counts.accepted')}
          </span>
        ) : null}
      </div>
    </li>
  );
}

function TopQuestion({ question }: { question: UserQuestion }) {
  const t = useT();
  const permalink = useQuestionPermalink();
  const accepted = hasAccepted(question.accepted_answer_id);
  return (
    <li className="mb-2">
      <Link to={permalink({ id: question.question_id, url_title: question.url_title })} className="d-block text-truncate">
        {question.title}
      </Link>
      <div className="small text-secondary d-flex flex-wrap gap-3">
        <span>
          <i className="bi bi-hand-thumbs-up-fill me-1" aria-hidden="true" />
          {t('counts.votes', { count: question.vote_count, value: formatCount(question.vote_count) })}
        </span>
        <span className={accepted ? 'text-success' : ''}>
          <i className={`bi ${accepted ? 'bi-check-circle-fill' : 'bi-chat-square-text-fill'} me-1`} aria-hidden="true" />
          {t('counts.answers', { count: question.answer_count, value: formatCount(question.answer_count) })}
        </span>
      </div>
    </li>
  );
}

function TopList<T>({ title, items, render }: { title: string; items: readonly T[]; render: (item: T) => ReactNode }) {
  const t = useT();
  return (
    <section className="col-12 col-md-6 mb-4">
      <h2 className="h5 mb-3">{title}</h2>
      {items.length ? <ol className="list-unstyled mb-0">{items.map(render)}</ol> : <p className="text-secondary mb-0">{t('overview.content_empty')}</p>}
    </section>
  );
}

export function OverviewTab({ user, isOwner }: ProfileTabProps) {
  const { http } = useKernel();
  const t = useT();
  const top = useLoaded(user.username, (signal) => fetchTopPosts(http, user.username, signal));
  return (
    <>
      <section className="mb-5">
        <h2 className="h5 mb-3">{t('overview.about_me')}</h2>
        {user.bio_html ? <RenderedHtml html={user.bio_html} className="fmt text-break" /> : <p className="text-secondary mb-0">{t('overview.about_me_empty')}</p>}
      </section>
      {top ? (
        <div className="row mb-2">
          <TopList title={t('overview.top_answers')} items={top.answer ?? []} render={(answer) => <TopAnswer key={answer.answer_id} answer={answer} />} />
          <TopList title={t('overview.top_questions')} items={top.question ?? []} render={(question) => <TopQuestion key={question.question_id} question={question} />} />
        </div>
      ) : (
        <Loading />
      )}
      <Slot point={profileOverviewPoint} props={{ user, isOwner }} wrap={(child, key) => <div key={key} className="mb-4">{child}</div>} />
    </>
  );
}
