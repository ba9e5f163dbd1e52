/**
 * The answers under a question: count, sort tabs and pages kept in the address, each answer with
 * what the viewer may do to it, and the form for a new one.
 */
import { useCallback, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router-dom';
import { useKernel, useT } from '@answer/sdk';
import { ANSWER_STATUS, QUESTION_STATUS, fetchAnswerPage, type AnswerInfo, type AnswerPage } from '../answer-api';
import { ANSWER_PAGE_SIZE, ORDER_TABS, pageCount, readListPosition, writeListPosition } from '../order';
import type { QuestionSectionProps } from '../points';
import { AnswerFormSection } from './AnswerForm';
import { AnswerItem } from './AnswerItem';
import { AnswerPages } from './AnswerPages';

/** Brings the answer the address names (or the one just posted) into view and marks it. */
function useHighlight(answerId: string, list: AnswerInfo[] | undefined): [string, (id: string) => void] {
  const [target, setTarget] = useState(answerId);
  useEffect(() => setTarget(answerId), [answerId]);
  useEffect(() => {
    if (!target || !list?.some((answer) => answer.id === target)) return;
    const element = document.getElementById(`answer-${target}`);
    element?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [target, list]);
  return [target, setTarget];
}

export const AnswersSection = observer(function AnswersSection({ question, answerId, onChanged, answerPath }: QuestionSectionProps) {
  const { http, session } = useKernel();
  const t = useT();
  const [search] = useSearchParams();
  const position = readListPosition(search);
  const [data, setData] = useState<{ key: string; page: AnswerPage } | null>(null);
  const [version, setVersion] = useState(0);
  const key = `${question.id}:${position.order}:${position.page}:${version}`;

  useEffect(() => {
    const controller = new AbortController();
    fetchAnswerPage(http, { question_id: question.id, order: position.order, page: position.page, page_size: ANSWER_PAGE_SIZE }, controller.signal).then(
      (page) => setData({ key, page }),
      () => {
        // the kernel reported the failure
      },
    );
    return () => controller.abort();
  }, [http, question.id, position.order, position.page, key]);

  const page = data?.page;
  const [highlighted, highlight] = useHighlight(answerId, page?.list);

  const changed = useCallback(() => {
    setVersion((value) => value + 1);
    onChanged();
  }, [onChanged]);
  const posted = (answer: AnswerInfo) => {
    highlight(answer.id);
    changed();
  };

  const me = session.user?.id;
  const ownAnswer = me ? page?.list.find((answer) => answer.user_info?.id === me && answer.status !== ANSWER_STATUS.deleted) : undefined;
  const count = page?.count ?? question.answer_count;

  return (
    <>
      <section className="mt-4" aria-labelledby="answers-title" data-testid="answers">
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 pb-2 border-bottom">
          <h2 id="answers-title" className="h5 mb-0" data-testid="answer-count">
            {t('section.count', { count })}
          </h2>
          {count > 0 ? (
            <nav aria-label={t('section.order.label')}>
              <ul className="nav nav-pills nav-sm small">
                {ORDER_TABS.map((tab) => (
                  <li key={tab.order} className="nav-item">
                    <Link
                      to={writeListPosition(search, { order: tab.order })}
                      replace
                      className={`nav-link py-1 px-2 ${tab.order === position.order ? 'active' : ''}`}
                      aria-current={tab.order === position.order ? 'true' : undefined}
                    >
                      {t(tab.labelKey)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
        {page ? (
          page.list.map((answer) => (
            <AnswerItem key={answer.id} answer={answer} title={question.title} path={answerPath(answer.id)} highlighted={answer.id === highlighted} onChanged={changed} />
          ))
        ) : (
          <div className="py-4 text-center text-secondary" role="status">
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            {t('section.loading')}
          </div>
        )}
        {page ? <AnswerPages search={search} page={position.page} total={pageCount(page.count)} /> : null}
      </section>
      {question.status === QUESTION_STATUS.deleted ? null : (
        <AnswerFormSection questionId={question.id} ownAnswer={ownAnswer} closed={question.status === QUESTION_STATUS.closed} onPosted={posted} />
      )}
    </>
  );
});
