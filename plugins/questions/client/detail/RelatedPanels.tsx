import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatCount, useKernel, useT } from '@answer/sdk';
import type { QuestionItem } from '../api';
import { useQuestionPath } from '../links';
import { fetchLinkedQuestions, fetchRelatedQuestions } from '../question-api';

/** How many linking questions the panel shows before "view all". */
const LINKED_PREVIEW = 5;

function QuestionLinks({ items }: { items: QuestionItem[] }) {
  const t = useT();
  const pathOf = useQuestionPath();
  return (
    <ul className="list-unstyled mb-0">
      {items.map((item) => (
        <li key={item.id} className="d-flex gap-2 py-1 small">
          <span className={`badge ${item.accepted_answer_id && item.accepted_answer_id !== '0' ? 'text-bg-success' : 'text-bg-light border'} align-self-start`} title={t('list.answers_count', { count: item.answer_count })}>
            {formatCount(item.answer_count)}
          </span>
          <Link to={pathOf(item)} className="text-break">
            {item.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** "Related questions" (shared tags) and "Linked questions" (questions linking here) under a question. */
export function RelatedPanels({ questionId }: { questionId: string }) {
  const { http } = useKernel();
  const t = useT();
  const [related, setRelated] = useState<QuestionItem[]>([]);
  const [linked, setLinked] = useState<{ count: number; list: QuestionItem[] }>({ count: 0, list: [] });

  useEffect(() => {
    const controller = new AbortController();
    const ignore = () => {
      // a missing panel is not worth an error on the page
    };
    fetchRelatedQuestions(http, questionId, controller.signal).then((page) => setRelated(page?.list ?? []), ignore);
    fetchLinkedQuestions(http, questionId, 1, LINKED_PREVIEW, controller.signal).then((page) => setLinked(page ?? { count: 0, list: [] }), ignore);
    return () => controller.abort();
  }, [http, questionId]);

  if (related.length === 0 && linked.list.length === 0) return null;
  return (
    <div className="row g-3 mt-4">
      {related.length > 0 ? (
        <section className="col-md-6" aria-labelledby="related-questions" data-testid="related-questions">
          <h2 id="related-questions" className="h6 border-bottom pb-2">
            {t('related.title')}
          </h2>
          <QuestionLinks items={related} />
        </section>
      ) : null}
      {linked.list.length > 0 ? (
        <section className="col-md-6" aria-labelledby="linked-questions" data-testid="linked-questions">
          <h2 id="linked-questions" className="h6 border-bottom pb-2">
            {t('related.linked')}
          </h2>
          <QuestionLinks items={linked.list} />
          {linked.count > linked.list.length ? (
            <Link to={`/questions/linked/${encodeURIComponent(questionId)}`} className="small">
              {t('related.linked_all')}
            </Link>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
