import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useKernel, useT } from '@answer/sdk';
import { fetchQuestionPage, PAGE_SIZE, type QuestionPage } from '../api';
import { Pagination } from '../Pagination';
import { useLinkTargets } from '../links';
import { QuestionListItem } from '../QuestionListItem';
import { Loading } from '../Loading';

function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export default function QuestionListPage() {
  const { http } = useKernel();
  const t = useT();
  const [params] = useSearchParams();
  const page = pageParam(params.get('page'));
  const [data, setData] = useState<{ page: number; result: QuestionPage } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchQuestionPage(http, page, 'newest', controller.signal).then(
      (result) => setData({ page, result }),
      () => {
        // the kernel's request pipeline already reported the failure (404 page, toast)
      },
    );
    return () => controller.abort();
  }, [http, page]);

  // only link to pages that exist, so no link in the list is dead
  const links = useLinkTargets();
  const canAsk = links.ask;

  const current = data && data.page === page ? data.result : null;
  const totalPages = current ? Math.ceil(current.count / PAGE_SIZE) : 0;

  return (
    <div className="question-list">
      <div className="d-flex flex-wrap align-items-center justify-content-between mb-3">
        <h1 className="h3 mb-0">{t('list.title')}</h1>
        <div className="d-flex align-items-center gap-3">
          {current ? <span className="text-secondary small">{t('list.count', { count: current.count })}</span> : null}
          {canAsk ? (
            <Link to="/questions/ask" className="btn btn-primary btn-sm">
              {t('list.ask')}
            </Link>
          ) : null}
        </div>
      </div>
      <ul className="nav nav-underline mb-1" aria-label={t('list.orders')}>
        <li className="nav-item">
          <span className="nav-link active" aria-current="true">
            {t('list.order.newest')}
          </span>
        </li>
      </ul>
      {current === null ? (
        <Loading />
      ) : current.list.length === 0 ? (
        <div className="py-5 text-center text-secondary" data-testid="questions-empty">
          <p className="mb-1">{t('list.empty')}</p>
          {canAsk ? (
            <p className="mb-0 small">
              <Link to="/questions/ask">{t('list.ask')}</Link>
            </p>
          ) : null}
        </div>
      ) : (
        <>
          <ul className="list-group list-group-flush border-top">
            {current.list.map((question) => (
              <QuestionListItem key={question.id} question={question} links={links} />
            ))}
          </ul>
          <Pagination page={page} total={totalPages} />
        </>
      )}
    </div>
  );
}
