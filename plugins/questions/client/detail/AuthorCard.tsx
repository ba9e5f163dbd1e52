import { formatCount, TimeAgo, UserLink, useT } from '@answer/sdk';
import type { UserBasic } from '../question-api';

const AVATAR_SIZE = 40;

function Avatar({ user }: { user: UserBasic }) {
  const name = user.display_name || user.username;
  if (user.avatar) {
    return <img src={user.avatar} alt="" width={AVATAR_SIZE} height={AVATAR_SIZE} className="rounded flex-shrink-0 object-fit-cover" />;
  }
  // no picture: the first letter of the name on a tinted square
  return (
    <span
      aria-hidden="true"
      className="rounded flex-shrink-0 bg-primary-subtle text-primary-emphasis fw-semibold d-inline-flex align-items-center justify-content-center"
      style={{ width: AVATAR_SIZE, height: AVATAR_SIZE }}
    >
      {Array.from(name)[0]?.toUpperCase() ?? '?'}
    </span>
  );
}

/**
 * Who did something to the post and when: "asked 3 hours ago" over the member's name (a link to
 * their profile while one is served) and rank.
 */
export function AuthorCard({ user, verbKey, seconds }: { user: UserBasic | null | undefined; verbKey: string; seconds: number }) {
  const t = useT();
  const name = user ? user.display_name || user.username : t('list.unknown_user');
  return (
    <div className="small">
      <div className="text-secondary mb-1">
        {t(verbKey)} <TimeAgo seconds={seconds} />
      </div>
      <div className="d-flex align-items-center gap-2">
        {user ? (
          <UserLink username={user.username} status={user.status} className="d-inline-flex flex-shrink-0" decorative>
            <Avatar user={user} />
          </UserLink>
        ) : null}
        <div className="d-flex flex-column">
          {user?.username ? <UserLink username={user.username} status={user.status} className="fw-semibold">{name}</UserLink> : <span className="fw-semibold">{name}</span>}
          {user ? (
            <span className="text-secondary" title={t('detail.reputation')}>
              <span className="visually-hidden">{t('detail.reputation')} </span>
              {formatCount(user.rank)}
            </span>
          ) : null}
        </div>
      </div>
    </div>
  );
}
