import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useDateFormat, useKernel, useQuestionPermalink, useT } from '@answer/sdk';
import { badgeIdOf, clearRedDot, fetchNotifications, INBOX_TYPES, itemPath, markAllRead, markRead, type InboxType, type NotificationItem, type NotificationPage, type NotificationType } from './api';

const PAGE_SIZE = 10;

const isType = (value: string): value is NotificationType => value === 'inbox' || value === 'achievement';
const isInboxType = (value: string): value is InboxType => (INBOX_TYPES as readonly string[]).includes(value);

function ItemText({ item, type }: { item: NotificationItem; type: NotificationType }) {
  const t = useT();
  if (badgeIdOf(item) !== null) {
    return (
      <span className="me-2 text-nowrap">
        <span className="bi bi-award-fill text-warning me-2" aria-hidden="true" />
        {t('badge.earned')}
      </span>
    );
  }
  if (type === 'achievement') {
    return <span className={`fw-semibold me-2 ${item.rank >= 0 ? 'text-success' : 'text-danger'}`}>{item.rank > 0 ? `+${item.rank}` : item.rank}</span>;
  }
  const who = item.user_info?.display_name || item.user_info?.username || t('someone');
  // the server sends the action in the reader's language
  return (
    <span className="me-2">
      <strong>{who}</strong> {item.notification_action || t('action.unknown')}
    </span>
  );
}

/** `/users/notifications/:type/:subType?`: the member's inbox (with its filters) or achievements. */
export default function NotificationsPage() {
  const { type = '', subType = 'all' } = useParams();
  const [search, setSearch] = useSearchParams();
  const { http, router } = useKernel();
  const navigate = useNavigate();
  const pathOf = useQuestionPermalink();
  const dates = useDateFormat();
  const t = useT();
  const [data, setData] = useState<NotificationPage | null>(null);
  const [failed, setFailed] = useState(false);
  const [reloads, setReloads] = useState(0);
  const requested = Number(search.get('page'));
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const valid = isType(type) && isInboxType(subType);

  useEffect(() => {
    // opening a list is seeing it: the bell stops counting it
    if (isType(type)) clearRedDot(http, type).catch(() => undefined);
  }, [http, type]);

  useEffect(() => {
    if (!isType(type) || !isInboxType(subType)) return undefined;
    const controller = new AbortController();
    setFailed(false);
    fetchNotifications(http, { type, inbox_type: type === 'inbox' ? subType : 'all', page, page_size: PAGE_SIZE }, controller.signal).then(
      (loaded) => setData(loaded),
      () => !controller.signal.aborted && setFailed(true),
    );
    return () => controller.abort();
  }, [http, type, subType, page, reloads]);

  if (!valid) return <Navigate to="/users/notifications/inbox" replace />;
  const pages = data ? Math.max(1, Math.ceil(data.count / PAGE_SIZE)) : 1;

  const open = (item: NotificationItem) => {
    if (!item.is_read) markRead(http, item.id).catch(() => undefined);
    navigate(itemPath(item, pathOf));
  };

  const readAll = async () => {
    try {
      await markAllRead(http, type);
      setReloads((count) => count + 1);
    } catch {
      // the kernel showed the refusal
    }
  };

  const goTo = (next: number) => setSearch(next > 1 ? { page: String(next) } : {});

  return (
    <div className="py-4">
      <h1 className="h3 mb-3">{t('page.title')}</h1>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <ul className="nav nav-tabs">
          {(['inbox', 'achievement'] as const).map((name) => (
            <li className="nav-item" key={name}>
              <Link className={`nav-link${name === type ? ' active' : ''}`} aria-current={name === type ? 'page' : undefined} to={`/users/notifications/${name}`}>
                {t(`page.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => void readAll()}>
          {t('page.mark_all')}
        </button>
      </div>
      {type === 'inbox' ? (
        <div className="btn-group btn-group-sm mb-3" role="group">
          {INBOX_TYPES.map((name) => (
            <Link key={name} className={`btn ${name === subType ? 'btn-secondary' : 'btn-outline-secondary'}`} aria-current={name === subType ? 'page' : undefined} to={name === 'all' ? '/users/notifications/inbox' : `/users/notifications/inbox/${name}`}>
              {t(`filter.${name}`)}
            </Link>
          ))}
        </div>
      ) : null}
      {failed ? <p className="text-danger">{t('page.failed')}</p> : null}
      {data && data.list.length === 0 ? <p className="text-secondary">{t('page.empty')}</p> : null}
      {data && data.list.length > 0 ? (
        <ul className="list-group" data-testid="notification-list">
          {data.list.map((item) => (
            <li key={item.id} className={`list-group-item d-flex flex-wrap align-items-center${item.is_read ? '' : ' list-group-item-light fw-semibold'}`}>
              {item.is_read ? null : <span className="badge bg-primary me-2">{t('page.unread')}</span>}
              <ItemText item={item} type={type} />
              <a
                href={router.href(itemPath(item, pathOf))}
                className="text-truncate"
                onClick={(event) => {
                  event.preventDefault();
                  open(item);
                }}
              >
                {item.object_info.title}
              </a>
              <time className="ms-auto small text-secondary text-nowrap" dateTime={new Date(item.update_time * 1000).toISOString()}>
                {dates.dateTime(item.update_time)}
              </time>
            </li>
          ))}
        </ul>
      ) : null}
      {data && pages > 1 ? (
        <div className="d-flex align-items-center gap-2 mt-3">
          <button type="button" className="btn btn-sm btn-outline-secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            {t('page.previous')}
          </button>
          <span className="small text-secondary">{t('page.page_of', { page, pages })}</span>
          <button type="button" className="btn btn-sm btn-outline-secondary" disabled={page >= pages} onClick={() => goTo(page + 1)}>
            {t('page.next')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
