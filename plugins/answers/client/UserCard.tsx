import { UserLink, useT } from '@answer/sdk';
import type { AnswerUser } from './answer-api';
import { RelativeTime } from './RelativeTime';

/** The member's picture, or their initial on a tinted square. */
function Picture({ user }: { user: AnswerUser }) {
  if (user.avatar) return <img src={user.avatar} alt="" width={32} height={32} className="rounded flex-shrink-0" />;
  const initial = Array.from(user.display_name || user.username)[0]?.toUpperCase() ?? '?';
  return (
    <span aria-hidden="true" style={{ width: 32, height: 32 }} className="rounded flex-shrink-0 d-inline-flex align-items-center justify-content-center bg-secondary-subtle text-secondary-emphasis fw-semibold">
      {initial}
    </span>
  );
}

/** "answered 2 hours ago" over the member's picture, name and reputation. */
export function UserCard({ user, labelKey, seconds }: { user: AnswerUser | null | undefined; labelKey: string; seconds: number }) {
  const t = useT();
  return (
    <div className="small">
      <div className="text-secondary mb-1">
        {t(labelKey)} <RelativeTime seconds={seconds} />
      </div>
      {user ? (
        <div className="d-flex align-items-center gap-2">
          <UserLink username={user.username} status={user.status} className="d-inline-flex flex-shrink-0" decorative>
            <Picture user={user} />
          </UserLink>
          <div className="d-flex flex-column lh-sm">
            <UserLink username={user.username} status={user.status}>{user.display_name || user.username}</UserLink>
            <span className="text-secondary">{t('answer.reputation', { count: user.rank })}</span>
          </div>
        </div>
      ) : (
        <span className="text-secondary">{t('answer.unknown_user')}</span>
      )}
    </div>
  );
}
