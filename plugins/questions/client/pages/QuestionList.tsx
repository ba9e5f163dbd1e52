import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useKernel, useT } from '@answer/sdk';
import { fetchQuestionPage, LIST_ORDERS, PAGE_SIZE, type ListOrder, type QuestionPage } from '../api';
import { Pagination } from '../Pagination';
import { useLinkTargets } from '../links';
import { QuestionListItem } from '../QuestionListItem';
import { Loading } from '../Loading';
import { pageParam } from '../format';

const orderParam = (value: string | null): ListOrder => (LIST_ORDERS as readonly string[]).includes(value ?? '') ? (value as ListOrder) : 'newest';

export default function QuestionListPage() {
  const { http } = useKernel();
  const t = useT();
  const [params] = useSearchParams();
  const page = pageParam(params.get('page'));
  const order = orderParam(params.get('order'));
  // `?tag=` lists one tag's questions (its synonyms included by the server)
  const tag = (params.get('tag') ?? '').trim();
  const key = `${page}:${order}:${tag}`;
  const [data, setData] = useState<{ key: string; result: QuestionPage } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchQuestionPage(http, page, order, tag, controller.signal).then(
      (result) => setData({ key, result }),
      () => {
        // the kernel's request pipeline already reported the failure (404 page, toast)
      },
    );
    return () => controller.abort();
  }, [http, page, order, tag, key]);

  // only link to pages that exist, so no link in the list is dead
  const links = useLinkTargets();
  const canAsk = links.ask;

  const current = data && data.key === key ? data.result : null;
  const totalPages = current ? Math.ceil(current.count / PAGE_SIZE) : 0;
  const shared: Record<string, string> = { ...(order !== 'newest' ? { order } : {}), ...(tag ? { tag } : {}) };
  const orderHref = (target: ListOrder) => `?${new URLSearchParams({ ...(target !== 'newest' ? { order: target } : {}), ...(tag ? { tag } : {}) }).toString()}`;

  return (
    <div className="question-list">
      <div className="d-flex flex-wrap align-items-center justify-content-between mb-3">
        <div>
          <h1 className="h3 mb-0">{tag ? t('tag_list.title', { tag }) : t('list.title')}</h1>
          {tag ? (
            <Link to="/questions" className="small">
              {t('tag_list.all')}
            </Link>
          ) : null}
        </div>
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
        {LIST_ORDERS.map((item) => (
          <li key={item} className="nav-item">
            <Link to={orderHref(item)} className={`nav-link ${item === order ? 'active' : ''}`} aria-current={item === order ? 'true' : undefined}>
              {t(`list.order.${item}`)}
            </Link>
          </li>
        ))}
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
          <Pagination page={page} total={totalPages} keep={shared} />
        </>
      )}
    </div>
  );
}
