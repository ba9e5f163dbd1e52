/** `/search?q=`: the matching questions and answers, in the order tabs' order, a page at a time. */
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { searchHeadPoint, Slot, UserLink, useDateFormat, useHasRoute, useKernel, useQuestionPermalink, useT } from '@answer/sdk';
import { fetchSearch, SEARCH_ORDERS, SEARCH_PAGE_SIZE, type SearchOrder, type SearchPage as Page, type SearchResult } from './api';

const orderParam = (value: string | null): SearchOrder => ((SEARCH_ORDERS as readonly string[]).includes(value ?? '') ? (value as SearchOrder) : 'relevance');

function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}


const TAG_BADGE = 'badge bg-body-secondary text-body-emphasis border fw-normal text-decoration-none';

/** Where a tag links to: its own page (the tags plugin's) or the question list filtered by it, while served; null for text. */
function useTagHref(): (slug: string) => string | null {
  const tagPage = useHasRoute('/tags/:tagName');
  const questionList = useHasRoute('/questions');
  return (slug) => (tagPage ? `/tags/${encodeURIComponent(slug)}` : questionList ? `/questions?${new URLSearchParams({ tag: slug }).toString()}` : null);
}

function ResultItem({ result, linked }: { result: SearchResult; linked: boolean }) {
  const t = useT();
  const tagHref = useTagHref();
  const pathOf = useQuestionPermalink();
  const dates = useDateFormat();
  const { object } = result;
  // answers open on their question's page, scrolled to them
  const path = pathOf({ id: object.question_id, url_title: object.url_title }, result.object_type === 'answer' ? object.id : undefined);
  const title = `${result.object_type === 'answer' ? `${t('result.answer_prefix')} ` : ''}${object.title}`;
  return (
    <li className="list-group-item px-0 py-3" data-testid="search-result">
      <div className="d-flex flex-wrap gap-3 small text-secondary mb-1">
        <span>{t('result.votes', { count: object.vote_count })}</span>
        <span className={object.accepted ? 'text-success' : undefined}>{t('result.answers', { count: object.answer_count })}</span>
        {object.accepted && result.object_type === 'answer' ? <span className="text-success">{t('result.accepted')}</span> : null}
      </div>
      <h2 className="h6 mb-1">{linked ? <Link to={path}>{title}</Link> : title}</h2>
      {object.excerpt ? <p className="small mb-1 text-break">{object.excerpt}</p> : null}
      <div className="d-flex flex-wrap align-items-center gap-2 small text-secondary">
        {object.tags.map((tag) => {
          const href = tagHref(tag.slug_name);
          const name = tag.display_name || tag.slug_name;
          return href ? (
            <Link key={tag.slug_name} to={href} className={TAG_BADGE}>
              {name}
            </Link>
          ) : (
            <span key={tag.slug_name} className={TAG_BADGE}>
              {name}
            </span>
          );
        })}
        {object.user_info.username ? <UserLink username={object.user_info.username} status={object.user_info.status}>{object.user_info.display_name || object.user_info.username}</UserLink> : null}
        <span>{dates.date(object.created_at)}</span>
      </div>
    </li>
  );
}

export default function SearchPage() {
  const { http } = useKernel();
  const t = useT();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const order = orderParam(params.get('order'));
  const page = pageParam(params.get('page'));
  // a search sent again (the same words from the header) is a new visit: it reads the index again
  const visit = useLocation().key;
  const key = `${q}:${order}:${page}:${visit}`;
  const [data, setData] = useState<{ key: string; result: Page | null } | null>(null);
  const linked = useHasRoute('/questions/:qid/:slug/:aid');

  useEffect(() => {
    if (!q) return undefined;
    const controller = new AbortController();
    fetchSearch(http, q, order, page, controller.signal).then(
      (result) => setData({ key, result }),
      // the kernel's request pipeline showed why (a field error on a too long query)
      () => setData({ key, result: null }),
    );
    return () => controller.abort();
  }, [http, q, order, page, key]);

  const href = (changes: { order?: SearchOrder; page?: number }) => {
    const target = new URLSearchParams({ q });
    const nextOrder = changes.order ?? order;
    if (nextOrder !== 'relevance') target.set('order', nextOrder);
    if ((changes.page ?? 1) > 1) target.set('page', String(changes.page));
    return `?${target.toString()}`;
  };
  const current = data && data.key === key ? data.result : undefined;
  const pages = current ? Math.ceil(current.count / SEARCH_PAGE_SIZE) : 0;

  return (
    <div className="search-page">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-1">
        <h1 className="h3 mb-0">{q ? t('page.results_for', { q }) : t('page.title')}</h1>
        {/* beside the title: who runs the search (the search info plugin) */}
        <Slot point={searchHeadPoint} props={{ query: q }} />
      </div>
      <p className="small text-secondary">{t('page.tips')}</p>
      {q ? (
        <ul className="nav nav-underline mb-1" aria-label={t('page.orders')}>
          {SEARCH_ORDERS.map((item) => (
            <li key={item} className="nav-item">
              <Link to={href({ order: item })} className={`nav-link ${item === order ? 'active' : ''}`} aria-current={item === order ? 'true' : undefined}>
                {t(`page.order.${item}`)}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {!q ? (
        <p className="py-4 text-secondary">{t('page.empty_query')}</p>
      ) : current === undefined ? (
        <div className="py-4 text-center text-secondary" role="status">
          {t('page.loading')}
        </div>
      ) : current === null || current.list.length === 0 ? (
        <p className="py-4 text-center text-secondary" data-testid="search-empty">
          {t('page.none')}
        </p>
      ) : (
        <>
          <p className="small text-secondary mb-0">{t('page.count', { count: current.count })}</p>
          <ul className="list-group list-group-flush border-top">
            {current.list.map((result) => (
              <ResultItem key={`${result.object_type}:${result.object.id}`} result={result} linked={linked} />
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label={t('page.pages')} className="mt-3 d-flex gap-2">
              {page > 1 ? (
                <Link className="btn btn-sm btn-outline-secondary" to={href({ page: page - 1 })} rel="prev">
                  {t('page.prev')}
                </Link>
              ) : null}
              {page < pages ? (
                <Link className="btn btn-sm btn-outline-secondary" to={href({ page: page + 1 })} rel="next">
                  {t('page.next')}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
