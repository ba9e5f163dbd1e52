import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { longId, useKernel, useT } from '@answer/sdk';
import { PAGE_SIZE, type QuestionPage } from '../api';
import { Loading } from '../Loading';
import { useLinkTargets, useQuestionPath } from '../links';
import { Pagination } from '../Pagination';
import { fetchLinkedQuestions, fetchQuestionInfo, type QuestionInfo } from '../question-api';
import { QuestionListItem } from '../QuestionListItem';

/** `/questions/linked/:qid`: every question linking to one question, a page at a time. */
export default function LinkedQuestionsPage() {
  const { http } = useKernel();
  const t = useT();
  const params = useParams();
  const [search] = useSearchParams();
  const links = useLinkTargets();
  const pathOf = useQuestionPath();
  const raw = params.qid ?? '';
  const questionId = longId(raw) ?? raw;
  const pageNumber = Math.max(1, Math.floor(Number(search.get('page'))) || 1);
  const [question, setQuestion] = useState<QuestionInfo | null>(null);
  const [data, setData] = useState<{ key: string; result: QuestionPage } | null>(null);
  const key = `${questionId}:${pageNumber}`;

  useEffect(() => {
    const controller = new AbortController();
    const reported = () => {
      // a missing question shows the 404 page; other failures were reported by the kernel
    };
    fetchQuestionInfo(http, questionId, controller.signal).then(setQuestion, reported);
    fetchLinkedQuestions(http, questionId, pageNumber, PAGE_SIZE, controller.signal).then((result) => setData({ key, result }), reported);
    return () => controller.abort();
  }, [http, questionId, pageNumber, key]);

  const current = data && data.key === key ? data.result : null;
  return (
    <div className="question-list">
      <h1 className="h3 mb-1">{t('linked_page.title')}</h1>
      {question ? (
        <p className="text-secondary mb-3">
          {t('linked_page.lead')}{' '}
          <Link to={pathOf(question)}>{question.title}</Link>
        </p>
      ) : null}
      {current === null ? (
        <Loading />
      ) : current.list.length === 0 ? (
        <p className="py-5 text-center text-secondary">{t('linked_page.empty')}</p>
      ) : (
        <>
          <ul className="list-group list-group-flush border-top">
            {current.list.map((item) => (
              <QuestionListItem key={item.id} question={item} links={links} />
            ))}
          </ul>
          <Pagination page={pageNumber} total={Math.ceil(current.count / PAGE_SIZE)} />
        </>
      )}
    </div>
  );
}
