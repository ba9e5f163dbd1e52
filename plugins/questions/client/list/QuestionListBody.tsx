/**
 * A list of questions with its order tabs and pages: the question list page shows all questions
 * (or one tag's, `?tag=`), the tag page of the tags plugin one tag's. The order and page come from
 * the caller (read from the address); their links change only the query of the current address.
 */
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useKernel, useT } from '@answer/sdk';
import { fetchQuestionPage, PAGE_SIZE, type ListOrder, type QuestionPage } from '../api';
import { Pagination } from '../Pagination';
import { useLinkTargets } from '../links';
import { QuestionListItem } from '../QuestionListItem';
import { Loading } from '../Loading';

export interface QuestionListBodyProps {
  /** Slug of the tag to list (its synonyms included by the server), '' for every question. */
  tag: string;
  order: ListOrder;
  page: number;
  /** The order tabs offered, the first one the default (left out of links). */
  orders: readonly ListOrder[];
  /** Above the order tabs, given the total once the page has loaded (a heading, a count). */
  header?: (count: number | null) => ReactNode;
  /** Query values the address keeps besides the order and page (`tag` on the question list). */
  keep?: Record<string, string>;
}

export function QuestionListBody({ tag, order, page, orders, header, keep = {} }: QuestionListBodyProps) {
  const { http } = useKernel();
  const t = useT();
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
  const current = data && data.key === key ? data.result : null;
  const totalPages = current ? Math.ceil(current.count / PAGE_SIZE) : 0;
  const defaultOrder = orders[0];
  const query = (target: ListOrder): Record<string, string> => ({ ...(target !== defaultOrder ? { order: target } : {}), ...keep });
  const orderHref = (target: ListOrder) => `?${new URLSearchParams(query(target)).toString()}`;

  return (
    <>
      {header ? header(current ? current.count : null) : null}
      <ul className="nav nav-underline mb-1" aria-label={t('list.orders')}>
        {orders.map((item) => (
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
          {links.ask ? (
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
          <Pagination page={page} total={totalPages} keep={query(order)} />
        </>
      )}
    </>
  );
}

/** The order named in the address when `orders` offers it, else the first of them. */
export function orderParam(value: string | null, orders: readonly ListOrder[]): ListOrder {
  return (orders as readonly string[]).includes(value ?? '') ? (value as ListOrder) : orders[0];
}
