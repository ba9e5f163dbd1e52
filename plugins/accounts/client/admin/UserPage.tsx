/** `/admin/users/:user_id`: one account with its details and the same actions as the list. */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router-dom';
import { LoadingNote, useDateFormat, useKernel, useT } from '@answer/sdk';
import { getUser, listRoles, type AdminUserDetail, type Role } from './api';
import { formatTime, isForever } from './format';
import { UserActions } from './UserActions';
import { roleLabel, StatusBadge, UserAvatar } from './UserBits';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="col-sm-4 text-secondary fw-normal">{label}</dt>
      <dd className="col-sm-8 text-break">{children}</dd>
    </>
  );
}

function UserPage() {
  const { http, session, i18n } = useKernel();
  const { timeZone } = useDateFormat();
  const t = useT();
  const userId = useParams().user_id ?? '';
  const [user, setUser] = useState<AdminUserDetail | null | 'missing'>(null);
  const [roles, setRoles] = useState<Role[]>([]);

  const load = useCallback(() => {
    getUser(http, userId).then(setUser, () => setUser('missing'));
  }, [http, userId]);
  useEffect(load, [load]);
  useEffect(() => {
    listRoles(http).then(setRoles, () => setRoles([]));
  }, [http]);

  const back = (
    <nav aria-label={t('admin.user.breadcrumb')} className="mb-2 small">
      <Link to="/admin/users">{t('admin.user.back')}</Link>
    </nav>
  );
  if (user === null) {
    return (
      <div>
        {back}
        <LoadingNote text={t('admin.users.loading')} />
      </div>
    );
  }
  if (user === 'missing') {
    return (
      <div>
        {back}
        <div className="alert alert-warning">{t('admin.user.missing')}</div>
      </div>
    );
  }

  const language = i18n.language;
  const name = user.display_name || user.username;
  const never = <span className="text-secondary">{t('admin.user.never')}</span>;
  const isSelf = session.user?.id === user.user_id;
  return (
    <div>
      {back}
      <div className="d-flex flex-wrap align-items-center gap-3 mb-4">
        <UserAvatar url={user.avatar} name={name} size={64} />
        <div className="me-auto">
          <h1 className="h3 mb-1">{name}</h1>
          <div className="text-secondary">
            @{user.username} · <StatusBadge status={user.status} /> · {roleLabel(t, user.role_id, user.role_name)}
          </div>
        </div>
        {isSelf ? <span className="text-secondary small">{t('admin.users.you')}</span> : <UserActions user={user} roles={roles} onChanged={load} />}
      </div>
      <dl className="row col-lg-8" data-testid="admin-user-details">
        <Row label={t('admin.user.id')}>{user.user_id}</Row>
        <Row label={t('admin.users.col.email')}>
          {user.e_mail}{' '}
          <span className="small text-secondary">({t(user.mail_status === 1 ? 'admin.user.verified' : 'admin.user.not_verified')})</span>
        </Row>
        <Row label={t('admin.users.col.reputation')}>{user.rank}</Row>
        <Row label={t('admin.user.posts')}>{t('admin.user.posts_value', { questions: user.question_count, answers: user.answer_count })}</Row>
        <Row label={t('admin.users.col.created')}>{formatTime(user.created_at, language, true, timeZone)}</Row>
        <Row label={t('admin.user.last_login')}>{formatTime(user.last_login_date, language, true, timeZone) || never}</Row>
        {user.status === 'suspended' ? (
          <>
            <Row label={t('admin.user.suspended_at')}>{formatTime(user.suspended_at, language, true, timeZone)}</Row>
            <Row label={t('admin.user.suspended_until')}>{isForever(user.suspended_until) ? t('admin.user.forever') : formatTime(user.suspended_until, language, true, timeZone)}</Row>
          </>
        ) : null}
        {user.status === 'deleted' ? <Row label={t('admin.user.deleted_at')}>{formatTime(user.deleted_at, language, true, timeZone)}</Row> : null}
        {user.location ? <Row label={t('admin.user.location')}>{user.location}</Row> : null}
        {user.website ? (
          <Row label={t('admin.user.website')}>
            {/* only web addresses become links: the text is the user's own */}
            {/^https?:\/\//i.test(user.website) ? (
              <a href={user.website} target="_blank" rel="noreferrer noopener nofollow">
                {user.website}
              </a>
            ) : (
              user.website
            )}
          </Row>
        ) : null}
        {user.bio ? (
          <Row label={t('admin.user.bio')}>
            <span style={{ whiteSpace: 'pre-wrap' }}>{user.bio}</span>
          </Row>
        ) : null}
      </dl>
    </div>
  );
}

export default observer(UserPage);
