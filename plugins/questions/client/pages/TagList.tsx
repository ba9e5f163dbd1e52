/**
 * The tag list: a filter box, three sorts and a card per tag. The filter, sort and page live in the
 * address, so a filtered page can be shared and the back button returns to it.
 */
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { useHasRoute, useKernel, useT } from '@answer/sdk';
import { fetchTagPage, switchTagFollow, TAG_ORDERS, TAG_PAGE_SIZE, type TagOrder, type TagPage, type TagPageItem } from '../tag-api';
import { Loading } from '../Loading';
import { Pagination } from '../Pagination';
import { TagMarks } from '../TagLinks';
import { useTagHref } from '../links';
import { pageParam } from '../format';

/** The query values a page of the list keeps (its page aside). */
const keep = (text: string, sort: TagOrder): Record<string, string> => ({ ...(text ? { q: text } : {}), ...(sort !== 'popular' ? { sort } : {}) });

const CREATE_TAG_ROUTE = '/tags/create';

/** Typing waits this long before the list is asked again. */
const FILTER_DELAY_MS = 300;

const orderParam = (value: string | null): TagOrder => ((TAG_ORDERS as readonly string[]).includes(value ?? '') ? (value as TagOrder) : 'popular');

const TAG_BADGE = 'badge bg-body-secondary text-body-emphasis border fw-normal text-decoration-none fs-6';

function TagBadge({ href, children }: { href: string | null; children: string }) {
  return href ? (
    <Link to={href} className={TAG_BADGE}>
      {children}
    </Link>
  ) : (
    <span className={TAG_BADGE}>{children}</span>
  );
}

function FollowTag({ tag }: { tag: TagPageItem }) {
  const { http } = useKernel();
  const t = useT();
  const [followed, setFollowed] = useState(tag.is_follower);
  const [busy, setBusy] = useState(false);
  const toggle = () => {
    setBusy(true);
    switchTagFollow(http, tag.tag_id, !followed)
      .then((answer) => setFollowed(answer.is_followed), () => {
        // refused (not verified, tag gone): the kernel showed why
      })
      .finally(() => setBusy(false));
  };
  return (
    <button type="button" className={`btn btn-sm ${followed ? 'btn-secondary' : 'btn-outline-secondary'}`} aria-pressed={followed} disabled={busy} onClick={toggle} data-testid="follow-tag">
      {followed ? t('tag_page.following') : t('tag_page.follow')}
    </button>
  );
}

export default observer(function TagListPage() {
  const { http, session } = useKernel();
  const t = useT();
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const order = orderParam(params.get('sort'));
  const filter = (params.get('q') ?? '').trim();
  const [typed, setTyped] = useState(filter);
  // the address changed by itself (back, a link): the box shows its filter
  const [shownFilter, setShownFilter] = useState(filter);
  if (shownFilter !== filter) {
    setShownFilter(filter);
    setTyped(filter);
  }
  const key = `${page}:${order}:${filter}`;
  const [data, setData] = useState<{ key: string; result: TagPage } | null>(null);
  const tagHref = useTagHref();
  // the tags plugin's page for staff, while it is served
  const canCreate = useHasRoute(CREATE_TAG_ROUTE);

  useEffect(() => {
    const controller = new AbortController();
    fetchTagPage(http, page, order, filter, controller.signal).then(
      (result) => setData({ key, result }),
      () => {
        // the kernel's request pipeline already reported the failure
      },
    );
    return () => controller.abort();
  }, [http, page, order, filter, key]);


  useEffect(() => {
    const text = typed.trim();
    if (text === filter) return undefined;
    // a new filter starts again from the first page
    const timer = setTimeout(() => setParams(keep(text, order), { replace: true }), FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, filter, order, setParams]);

  const current = data && data.key === key ? data.result : null;
  const totalPages = current ? Math.ceil(current.count / TAG_PAGE_SIZE) : 0;

  return (
    <div className="tag-list">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">{t('tag_page.title')}</h1>
        {canCreate && (session.isAdmin || session.isModerator) ? (
          <Link to={CREATE_TAG_ROUTE} className="btn btn-outline-primary btn-sm">
            {t('tag_page.create')}
          </Link>
        ) : null}
      </div>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <input
          type="search"
          className="form-control form-control-sm tag-filter"
          style={{ maxWidth: '16rem' }}
          placeholder={t('tag_page.filter')}
          aria-label={t('tag_page.filter')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          maxLength={35}
          data-testid="tag-filter"
        />
        <ul className="nav nav-underline" aria-label={t('tag_page.sorts')}>
          {TAG_ORDERS.map((item) => (
            <li key={item} className="nav-item">
              <Link to={`?${new URLSearchParams(keep(filter, item)).toString()}`} className={`nav-link ${item === order ? 'active' : ''}`} aria-current={item === order ? 'true' : undefined}>
                {t(`tag_page.sort.${item}`)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      {current === null ? (
        <Loading />
      ) : current.list.length === 0 ? (
        <p className="py-5 text-center text-secondary" data-testid="tags-empty">
          {filter ? t('tag_page.none_matching', { text: filter }) : t('tag_page.empty')}
        </p>
      ) : (
        <>
          <div className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-3">
            {current.list.map((tag) => (
              <div key={tag.tag_id} className="col">
                <div className="card h-100" data-testid="tag-card">
                  <div className="card-body d-flex flex-column">
                    <div className="mb-2">
                      <TagBadge href={tagHref(tag.slug_name)}>{tag.display_name || tag.slug_name}</TagBadge>
                      <TagMarks tag={tag} />
                    </div>
                    <p className="small text-secondary flex-grow-1 mb-2 text-break">{tag.excerpt}</p>
                    <div className="d-flex align-items-center justify-content-between">
                      <span className="small text-secondary">{t('tag_page.questions', { count: tag.question_count })}</span>
                      {session.isLoggedIn ? <FollowTag key={`${tag.tag_id}:${String(tag.is_follower)}`} tag={tag} /> : null}
                    </div>
                  </div>
                </div>
              </div>
            ))}
          </div>
          <Pagination page={page} total={totalPages} keep={keep(filter, order)} />
        </>
      )}
    </div>
  );
});
