/** Who earned a badge, newest first, paged: each member, when, and the post it was for. */
import { Link, useSearchParams } from 'react-router-dom';
import { formatCount, ListPager, pageCount, TimeAgo, useKernel, useLoaded, useQuestionPermalink, UserLink, useT } from '@answer/sdk';
import { fetchAwards, type BadgeAward } from '../api';
import { Avatar } from '../Avatar';
import { awardPostPath } from '../levels';
import { Loading } from '../Loading';

/** As Answer's badge page. */
export const AWARDS_PAGE_SIZE = 30;

export function AwardList({ badgeId, page, username }: { badgeId: string; page: number; username: string }) {
  const { http } = useKernel();
  const t = useT();
  const [params, setParams] = useSearchParams();
  const data = useLoaded(`${badgeId}\n${page}\n${username}`, (signal) => fetchAwards(http, { badge_id: badgeId, page, page_size: AWARDS_PAGE_SIZE, ...(username ? { username } : {}) }, signal));

  const onPage = (target: number) => {
    const next = new URLSearchParams(params);
    if (target > 1) next.set('page', String(target));
    else next.delete('page');
    setParams(next);
    window.scrollTo(0, 0);
  };
  const showEveryone = () => {
    const next = new URLSearchParams(params);
    next.delete('username');
    next.delete('page');
    setParams(next);
  };

  const list = data?.list ?? [];
  return (
    <section aria-labelledby="badge-awards-heading">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h2 className="h5 mb-0 me-auto" id="badge-awards-heading">
          {username ? t('detail.awards_of', { name: username }) : t('detail.awards')}
        </h2>
        {username ? (
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={showEveryone}>
            {t('detail.show_everyone')}
          </button>
        ) : null}
      </div>
      {data === null ? <Loading /> : null}
      {data !== null && list.length === 0 ? <p className="text-secondary py-3">{t('detail.no_awards')}</p> : null}
      {list.length > 0 ? (
        <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-2 g-md-3 list-unstyled mb-4" data-testid="badge-awards">
          {list.map((award, index) => (
            <li className="col" key={`${award.object_id || award.author_user_info.id}:${award.created_at}:${index}`}>
              <AwardItem award={award} />
            </li>
          ))}
        </ul>
      ) : null}
      {data ? <ListPager page={page} pages={pageCount(data.count, AWARDS_PAGE_SIZE)} onPage={onPage} /> : null}
    </section>
  );
}

function AwardItem({ award }: { award: BadgeAward }) {
  const t = useT();
  const pathOf = useQuestionPermalink();
  const user = award.author_user_info;
  const name = user.display_name || user.username;
  const post = awardPostPath(award, pathOf);
  return (
    <div className="h-100 border rounded p-2 p-md-3" data-testid="badge-award" data-username={user.username}>
      <TimeAgo seconds={award.created_at} prefix={t('detail.awarded')} className="small text-secondary d-block mb-2" />
      <div className="d-flex align-items-center gap-2">
        <Avatar url={user.avatar} name={name} size={40} />
        <div className="small" style={{ minWidth: 0 }}>
          <UserLink username={user.username} status={user.status} className="d-block text-break fw-semibold">
            {name}
          </UserLink>
          <div className="text-secondary">{t('detail.reputation', { count: user.rank, number: formatCount(user.rank) })}</div>
        </div>
      </div>
      {post && award.url_title ? (
        <Link to={post} className="d-block mt-2 small text-break">
          {award.url_title}
        </Link>
      ) : null}
    </div>
  );
}
