/**
 * Questions with a title like the one being typed (`GET /question/similar`), so a member finds an
 * existing answer before asking again. Links open in a new tab: the form stays as it is.
 */
import { useId } from 'react';
import { useKernel, useT } from '@answer/sdk';
import { useQuestionPath } from '../links';
import { fetchSimilarQuestions, type SimilarQuestion } from '../question-api';
import { useDebouncedQuery } from '../useDebouncedQuery';

/** Wait after the last key before asking, so typing a sentence is one request. */
export const SIMILAR_DELAY_MS = 400;
/** Shorter titles match too much to help. */
const MIN_TITLE_LENGTH = 4;
const NONE: SimilarQuestion[] = [];

function isClosed(question: SimilarQuestion): boolean {
  return question.status === 'closed' || question.status === 2;
}

export function SimilarQuestions({ title }: { title: string }) {
  const { http, router } = useKernel();
  const t = useT();
  const headingId = useId();
  const pathOf = useQuestionPath();
  const query = title.trim();
  const long = query.length >= MIN_TITLE_LENGTH;
  const similar = useDebouncedQuery(query, long, SIMILAR_DELAY_MS, (text, signal) => fetchSimilarQuestions(http, text, signal), NONE);
  // the last matches stay while the next load, so the list does not blink at every key
  const list = long ? similar.value : NONE;

  if (list.length === 0) return null;
  return (
    <section className="card mt-2" aria-labelledby={headingId} data-testid="similar-questions">
      <h2 id={headingId} className="card-header h6 mb-0 bg-body-tertiary">
        {t('ask.similar')}
      </h2>
      <ul className="list-group list-group-flush">
        {list.map((question) => (
          <li key={question.id} className="list-group-item d-flex justify-content-between align-items-start gap-3">
            <a href={router.href(pathOf(question))} target="_blank" rel="noopener" className="text-break">
              {question.title}
              {isClosed(question) ? <span className="text-secondary"> {t('list.closed')}</span> : null}
            </a>
            <span className={`small text-nowrap ${question.accepted_answer ? 'text-success fw-semibold' : 'text-secondary'}`}>
              {t('list.answers_count', { count: question.answer_count })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
