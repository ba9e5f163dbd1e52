/** The parts every list tab of the profile shares: its heading with the sort, and its foot with the pager. */
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ListPager, pageCount, useT } from '@answer/sdk';
import { PAGE_SIZE, POST_ORDERS, type PostOrder } from '../api';
import { Loading } from './Loading';

/** "12 answers" over the list, with Newest and Score for the lists that sort. */
export function ListHead({ title, order }: { title: string; order?: PostOrder }) {
  const t = useT();
  const [params] = useSearchParams();
  const hrefOf = (target: PostOrder) => {
    const query = new URLSearchParams(params);
    query.delete('page');
    query.set('order', target);
    return `?${query.toString()}`;
  };
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center justify-content-between pb-3">
      <h2 className="h5 mb-0">{title}</h2>
      {order ? (
        <nav className="btn-group btn-group-sm" aria-label={t('list.sort')}>
          {POST_ORDERS.map((target) => (
            <Link key={target} to={hrefOf(target)} className={`btn btn-outline-secondary ${target === order ? 'active' : ''}`} aria-current={target === order ? 'true' : undefined}>
              {t(`list.order.${target}`)}
            </Link>
          ))}
        </nav>
      ) : null}
    </div>
  );
}

/** The list's entries (`shown`, null while loading), a note when there are none, and the pager under them. */
export function ListBody({ count, page, shown, children }: { count: number; page: number; shown: number | null; children: ReactNode }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  if (shown === null) return <Loading />;
  const onPage = (target: number) => {
    const query = new URLSearchParams(params);
    if (target > 1) query.set('page', String(target));
    else query.delete('page');
    setParams(query);
    window.scrollTo(0, 0);
  };
  return (
    <>
      {shown === 0 ? <p className="text-center text-secondary py-5 mb-0">{t('list.empty')}</p> : <ul className="list-group list-group-flush mb-0">{children}</ul>}
      <div className="py-4">
        <ListPager page={page} pages={pageCount(count, PAGE_SIZE)} onPage={onPage} />
      </div>
    </>
  );
}

/** One entry of a list, as Answer's lists space them. */
export function ListItem({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <li className={`list-group-item py-3 px-0 bg-transparent ${className}`}>{children}</li>;
}
