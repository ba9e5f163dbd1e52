/**
 * `/users`: the week's members with the most reputation and the most votes, and the site's staff,
 * each with a picture and a link to their profile (Answer's Users page). Empty groups are left out.
 */
import { Link } from 'react-router-dom';
import { formatCount, useKernel, useLoaded, useT } from '@answer/sdk';
import { fetchRanking, type RankingUser, type UserRanking } from '../api';
import { Avatar } from '../common/Avatar';
import { Loading } from '../common/Loading';
import { profilePath } from '../tabs';

const GROUPS = ['users_with_the_most_reputation', 'users_with_the_most_vote', 'staffs'] as const satisfies readonly (keyof UserRanking)[];
type Group = (typeof GROUPS)[number];

function Member({ user, group }: { user: RankingUser; group: Group }) {
  const t = useT();
  const name = user.display_name || user.username;
  const path = profilePath(user.username);
  return (
    <li className="col-12 col-sm-6 col-md-4 col-xl-3 mb-4 d-flex align-items-start">
      <Link to={path} tabIndex={-1} aria-hidden="true">
        <Avatar url={user.avatar} name={name} size={48} />
      </Link>
      <div className="ms-2" style={{ minWidth: 0 }}>
        <Link to={path} className="text-break">
          {name}
        </Link>
        <div className="text-secondary small">
          {group === 'users_with_the_most_vote'
            ? t('list_page.votes', { count: user.vote_count, value: formatCount(user.vote_count) })
            : t('list_page.reputation', { count: user.rank, value: formatCount(user.rank) })}
        </div>
      </div>
    </li>
  );
}

export default function UsersPage() {
  const { http } = useKernel();
  const t = useT();
  const ranking = useLoaded('ranking', (signal) => fetchRanking(http, signal));
  return (
    <div className="users-list pt-2 mb-4">
      <h1 className="h3 mb-4">{t('list_page.title')}</h1>
      {ranking ? (
        GROUPS.map((group) => {
          const members = ranking[group] ?? [];
          if (members.length === 0) return null;
          return (
            <section key={group} className="mb-2" aria-labelledby={`users-${group}`} data-testid={`users-${group}`}>
              <h2 id={`users-${group}`} className="h6 mb-4">
                {t(`list_page.${group}`)}
              </h2>
              <ul className="row list-unstyled mb-0">
                {members.map((user) => (
                  <Member key={user.username} user={user} group={group} />
                ))}
              </ul>
            </section>
          );
        })
      ) : (
        <Loading />
      )}
    </div>
  );
}
