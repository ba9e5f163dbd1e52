/** `/admin/users`: every account, searchable and filtered by status and role, with the actions on each. */
import { useCallback, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router-dom';
import { useKernel, useT } from '@answer/sdk';
import { AddUsersModal } from './AddUsersModal';
import { listRoles, listUsers, USER_STATUSES, type Role, type UserPage, type UserPageParams, type UserStatus } from './api';
import { formatTime } from './format';
import { UserActions } from './UserActions';
import { Loading, roleLabel, StatusBadge, UserAvatar } from './UserBits';

const PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 400;
const STAFF = 'staff';

/** The list's filters as the address bar holds them, so a filtered view can be shared and reloaded. */
function paramsFrom(search: URLSearchParams): UserPageParams {
  const status = search.get('status');
  const role = search.get('role') ?? '';
  const page = Number(search.get('page'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    page_size: PAGE_SIZE,
    query: search.get('query')?.trim() || undefined,
    status: (USER_STATUSES as readonly string[]).includes(status ?? '') ? (status as UserStatus) : undefined,
    staff: role === STAFF ? true : undefined,
    role_id: /^\d+$/.test(role) ? Number(role) : undefined,
  };
}

function UsersPage() {
  const { http, session, i18n, notify } = useKernel();
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const params = paramsFrom(search);
  const paramsKey = JSON.stringify(params);
  const [data, setData] = useState<UserPage | null>(null);
  const [roles, setRoles] = useState<Role[]>([]);
  const [text, setText] = useState(params.query ?? '');
  const [adding, setAdding] = useState(false);

  /** Changes some filters; any change but the page number goes back to page 1. */
  const update = useCallback(
    (changes: Record<string, string | undefined>) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );

  const load = useCallback(() => {
    listUsers(http, JSON.parse(paramsKey) as UserPageParams).then(setData, () => setData({ count: 0, list: [] }));
  }, [http, paramsKey]);

  useEffect(load, [load]);
  useEffect(() => {
    listRoles(http).then(setRoles, () => setRoles([]));
  }, [http]);

  // the search box writes to the address bar once typing pauses
  useEffect(() => {
    if (text.trim() === (params.query ?? '')) return undefined;
    const timer = setTimeout(() => update({ query: text.trim() || undefined }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, params.query, update]);

  const pages = data ? Math.max(1, Math.ceil(data.count / PAGE_SIZE)) : 1;
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

      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <ul className="nav nav-pills me-auto" aria-label={t('admin.users.status_filter')}>
          {[undefined, ...USER_STATUSES].map((status) => (
            <li className="nav-item" key={status ?? 'all'}>
              <button
                type="button"
                className={`nav-link py-1${params.status === status ? ' active' : ''}`}
                aria-pressed={params.status === status}
                onClick={() => update({ status })}
              >
                {t(`admin.users.filter.${status ?? 'all'}`)}
              </button>
            </li>
          ))}
        </ul>
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
        <input
          type="search"
          className="form-control form-control-sm w-auto"
          placeholder={t('admin.users.search')}
          aria-label={t('admin.users.search')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      </div>

      {data === null ? (
        <Loading text={t('admin.users.loading')} />
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
                    <td className="text-nowrap">{formatTime(user.created_at, language)}</td>
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

      {data && pages > 1 ? (
        <nav aria-label={t('admin.users.pagination')} className="d-flex align-items-center justify-content-center gap-3">
          <button type="button" className="btn btn-sm btn-outline-secondary" disabled={params.page <= 1} onClick={() => update({ page: String(params.page - 1) })}>
            {t('admin.users.prev')}
          </button>
          <span className="small text-secondary">{t('admin.users.page_of', { page: params.page, pages })}</span>
          <button type="button" className="btn btn-sm btn-outline-secondary" disabled={params.page >= pages} onClick={() => update({ page: String(params.page + 1) })}>
            {t('admin.users.next')}
          </button>
        </nav>
      ) : null}

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
