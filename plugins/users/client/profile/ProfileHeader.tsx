/**
 * The head of a profile: picture, names, reputation and post counts, where the member is and
 * their website, when they joined and were last seen, then what other plugins add (badge counts).
 */
import { formatCount, Slot, TimeAgo, useT } from '@answer/sdk';
import { Avatar } from '../common/Avatar';
import { websiteLink } from '../format';
import { profileHeaderPoint, type ProfileUser } from '../points';

function Stat({ value, label, testId }: { value: number; label: string; testId: string }) {
  return (
    <div data-testid={testId}>
      <strong className="fs-5">{formatCount(value)}</strong> <span className="text-secondary">{label}</span>
    </div>
  );
}

export function ProfileHeader({ user, isOwner }: { user: ProfileUser; isOwner: boolean }) {
  const t = useT();
  const name = user.display_name || user.username;
  const website = websiteLink(user.website);
  return (
    <header className="d-flex flex-column flex-md-row mb-4 users-profile-header" data-testid="profile-header">
      <Avatar url={user.avatar} name={name} size={160} />
      <div className="ms-0 ms-md-4 mt-4 mt-md-0" style={{ minWidth: 0 }}>
        <h1 className="h3 mb-2 text-break">{name}</h1>
        <div className="text-secondary mb-4 text-break">@{user.username}</div>
        <div className="d-flex flex-wrap column-gap-3 row-gap-1 mb-3">
          <Stat value={user.rank} label={t('header.reputation_count', { count: user.rank })} testId="profile-reputation" />
          <Stat value={user.answer_count} label={t('header.answer_count', { count: user.answer_count })} testId="profile-answers" />
          <Stat value={user.question_count} label={t('header.question_count', { count: user.question_count })} testId="profile-questions" />
        </div>
        <ul className="list-unstyled d-flex flex-wrap column-gap-3 row-gap-1 text-secondary mb-0">
          {user.location ? (
            <li className="text-break">
              <i className="bi bi-geo-alt-fill me-2" aria-hidden="true" />
              <span className="visually-hidden">{t('header.location')} </span>
              {user.location}
            </li>
          ) : null}
          {website ? (
            <li className="text-break">
              <i className="bi bi-house-door-fill me-2" aria-hidden="true" />
              <span className="visually-hidden">{t('header.website')} </span>
              <a className="link-secondary" href={website.href} rel="nofollow ugc noopener" target="_blank">
                {website.label}
              </a>
            </li>
          ) : null}
          {user.created_at ? (
            <li>
              <i className="bi bi-calendar3 me-2" aria-hidden="true" />
              <TimeAgo seconds={user.created_at} prefix={t('header.joined')} />
            </li>
          ) : null}
          {user.last_login_date ? (
            <li>
              <i className="bi bi-clock me-2" aria-hidden="true" />
              <TimeAgo seconds={user.last_login_date} prefix={t('header.seen')} />
            </li>
          ) : null}
        </ul>
        <Slot point={profileHeaderPoint} props={{ user, isOwner }} wrap={(child, key) => <div key={key} className="mt-3">{child}</div>} />
      </div>
    </header>
  );
}
