/** `/admin/users`: every account, searchable and filtered by status and role, with the actions on each. */
import { useCallback, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { ListFilters, ListPager, LoadingNote, oneOf, pageCount, useDateFormat, useKernel, useListParams, useT } from '@answer/sdk';
import { AddUsersModal } from './AddUsersModal';
import { listRoles, listUsers, USER_STATUSES, type Role, type UserPage, type UserPageParams, type UserStatus } from './api';
import { formatTime } from './format';
import { UserActions } from './UserActions';
import { roleLabel, StatusBadge, UserAvatar } from './UserBits';

const PAGE_SIZE = 20;
const STAFF = 'staff';

/** The list's filters as the address bar holds them, so a filtered view can be shared and reloaded. */
function paramsFrom(search: URLSearchParams, page: number, query: string): UserPageParams {
  const role = search.get('role') ?? '';
  const status = oneOf<UserStatus | ''>(search.get('status'), USER_STATUSES, '');
  return {
    page,
    page_size: PAGE_SIZE,
    query: query || undefined,
    status: status || undefined,
    staff: role === STAFF ? true : undefined,
    role_id: /^\d+$/.test(role) ? Number(role) : undefined,
  };
}

function UsersPage() {
  const { http, session, i18n, notify } = useKernel();
  const { timeZone } = useDateFormat();
  const t = useT();
  const { search, page, query, text, setText, update } = useListParams();
  const params = paramsFrom(search, page, query);
  const paramsKey = JSON.stringify(params);
  const [data, setData] = useState<UserPage | null>(null);
  const [roles, setRoles] = useState<Role[]>([]);
  const [adding, setAdding] = useState(false);

  const load = useCallback(() => {
    listUsers(http, JSON.parse(paramsKey) as UserPageParams).then(setData, () => setData({ count: 0, list: [] }));
  }, [http, paramsKey]);

  useEffect(load, [load]);
  useEffect(() => {
    listRoles(http).then(setRoles, () => setRoles([]));
  }, [http]);

  const pages = data ? pageCount(data.count, PAGE_SIZE) : 1;
  const roleValue = params.staff ? STAFF : params.role_id !== undefined ? String(params.role_id) : '';
  const language = i18n.language;

  return (
    <div>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">{t('admin.users.title')}</h1>
        <button type="button" className="btn btn-outline-primary" onClick={() => setAdding(true)}>
          {t('admin.add_users.button')}
        </button>
      </div>

      <ListFilters
        options={['', ...USER_STATUSES].map((status) => ({ value: status, label: t(`admin.users.filter.${status || 'all'}`) }))}
        active={params.status ?? ''}
        onSelect={(status) => update({ status })}
        searchLabel={t('admin.users.search')}
        text={text}
        onText={setText}
      >
        <select
          className="form-select form-select-sm w-auto"
          aria-label={t('admin.users.role_filter')}
          value={roleValue}
          onChange={(event) => update({ role: event.currentTarget.value || undefined })}
        >
          <option value="">{t('admin.users.all_roles')}</option>
          <option value={STAFF}>{t('admin.users.staff')}</option>
          {roles.map((role) => (
            <option key={role.id} value={String(role.id)}>
              {roleLabel(t, role.id, role.name)}
            </option>
          ))}
        </select>
      </ListFilters>

      {data === null ? (
        <LoadingNote text={t('admin.users.loading')} />
      ) : (
        <div className="table-responsive">
          <table className="table align-middle" data-testid="admin-users-table">
            <thead>
              <tr>
                <th scope="col">{t('admin.users.col.name')}</th>
                <th scope="col">{t('admin.users.col.email')}</th>
                <th scope="col" className="text-end">{t('admin.users.col.reputation')}</th>
                <th scope="col">{t('admin.users.col.created')}</th>
                <th scope="col">{t('admin.users.col.status')}</th>
                <th scope="col">{t('admin.users.col.role')}</th>
                <th scope="col" className="text-end">
                  <span className="visually-hidden">{t('admin.actions.label')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.list.length === 0 ? (
                <tr>
                  <td colSpan={7} className="text-center text-secondary py-4">
                    {t('admin.users.none')}
                  </td>
                </tr>
              ) : (
                data.list.map((user) => (
                  <tr key={user.user_id} data-user={user.username} data-status={user.status}>
                    <td>
                      <div className="d-flex align-items-center gap-2">
                        <UserAvatar url={user.avatar} name={user.display_name || user.username} />
                        <div className="text-break">
                          <Link to={`/admin/users/${encodeURIComponent(user.user_id)}`} className="fw-semibold">
                            {user.display_name || user.username}
                          </Link>
                          <div className="small text-secondary">@{user.username}</div>
                        </div>
                      </div>
                    </td>
                    <td className="text-break">{user.e_mail}</td>
                    <td className="text-end">{user.rank}</td>
                    <td className="text-nowrap">{formatTime(user.created_at, language, false, timeZone)}</td>
                    <td>
                      <StatusBadge status={user.status} />
                    </td>
                    <td>{roleLabel(t, user.role_id, user.role_name)}</td>
                    <td className="text-end">
                      {session.user?.id === user.user_id ? (
                        <span className="small text-secondary">{t('admin.users.you')}</span>
                      ) : (
                        <UserActions user={user} roles={roles} onChanged={load} />
                      )}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}

      <ListPager page={page} pages={pages} onPage={(target) => update({ page: String(target) })} />

      {adding ? (
        <AddUsersModal
          onClose={() => setAdding(false)}
          onDone={(message) => {
            setAdding(false);
            notify.toast(message ?? t('admin.toast.updated'), 'success');
            load();
          }}
        />
      ) : null}
    </div>
  );
}

export default observer(UsersPage);
