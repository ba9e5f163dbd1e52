/**
 * `/admin/badges`: every badge with its group, awards and status; filtered by status and searched
 * by name (or `badge:<id>`), with Activate and Deactivate per row. An activated badge is then
 * handed to the members who already qualify; while that runs the row shows how far it got.
 */
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ListFilters, ListPager, LoadingNote, oneOf, pageCount, useKernel, useListParams, useT } from '@answer/sdk';
import { fetchAdminBadges, setBadgeStatus, type AdminBadge, type BadgeStatus, type Page } from '../api';
import { BadgeIcon } from '../BadgeIcon';
import { Description } from '../Description';
import { badgePath } from '../paths';
import { anyRunning } from './progress';
import { BackfillBar } from './BackfillBar';

const PAGE_SIZE = 10;
const FILTERS = ['all', 'active', 'inactive'] as const;
type Filter = (typeof FILTERS)[number];
/** The longest search the server takes. */
const MAX_QUERY = 100;
/** How often the list is asked again while awards are being handed out. */
const POLL_MS = 2000;

const PILL: Record<BadgeStatus, string> = { active: 'text-bg-success', inactive: 'text-bg-secondary' };

export default function AdminBadgesPage() {
  const { http, notify } = useKernel();
  const t = useT();
  const { search, page, query, text, setText, update } = useListParams();
  const filter = oneOf<Filter>(search.get('filter'), FILTERS, 'all');
  const [data, setData] = useState<Page<AdminBadge> | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchAdminBadges(http, { page, page_size: PAGE_SIZE, ...(filter === 'all' ? {} : { status: filter }), ...(query ? { q: query.slice(0, MAX_QUERY) } : {}) }, controller.signal).then(
      (loaded) => setData(loaded),
      () => !controller.signal.aborted && setData((current) => current ?? { count: 0, list: [] }),
    );
    return () => controller.abort();
  }, [http, page, filter, query, version]);

  const running = anyRunning(data?.list ?? []);
  useEffect(() => {
    if (!running) return undefined;
    const timer = setTimeout(() => setVersion((value) => value + 1), POLL_MS);
    return () => clearTimeout(timer);
  }, [running, data]);

  const change = useCallback(
    async (badge: AdminBadge, status: BadgeStatus) => {
      setBusy(badge.id);
      try {
        await setBadgeStatus(http, badge.id, status);
        notify.toast(t(status === 'active' ? 'admin.activated' : 'admin.deactivated', { name: badge.name }), 'success');
        setVersion((value) => value + 1);
      } catch {
        // the request pipeline said why
      } finally {
        setBusy(null);
      }
    },
    [http, notify, t],
  );

  const list = data?.list ?? [];
  return (
    <div>
      <h1 className="h3 mb-3">{t('admin.title')}</h1>
      <ListFilters
        options={FILTERS.map((value) => ({ value, label: t(`admin.filter.${value}`) }))}
        active={filter}
        onSelect={(value) => update({ filter: value === 'all' ? undefined : value })}
        searchLabel={t('admin.search')}
        text={text}
        onText={setText}
      />
      {data === null ? (
        <LoadingNote />
      ) : (
        // positioned, so the hidden header text stays inside the scrolling box on a phone
        <div className="table-responsive position-relative">
          <table className="table align-middle" data-testid="admin-badges-table">
            <thead>
              <tr>
                <th scope="col">{t('admin.col.name')}</th>
                <th scope="col" className="d-none d-md-table-cell">
                  {t('admin.col.group')}
                </th>
                <th scope="col" className="text-end d-none d-sm-table-cell">
                  {t('admin.col.awards')}
                </th>
                <th scope="col" className="d-none d-sm-table-cell">
                  {t('admin.col.status')}
                </th>
                <th scope="col" className="text-end">
                  <span className="visually-hidden">{t('admin.col.action')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.length === 0 ? (
                <tr>
                  <td colSpan={5} className="text-center text-secondary py-4">
                    {t('admin.none')}
                  </td>
                </tr>
              ) : (
                list.map((badge) => <BadgeRow key={badge.id} badge={badge} busy={busy === badge.id} onChange={(status) => void change(badge, status)} />)
              )}
            </tbody>
          </table>
        </div>
      )}
      <ListPager page={page} pages={data ? pageCount(data.count, PAGE_SIZE) : 1} onPage={(target) => update({ page: String(target) })} />
    </div>
  );
}

function BadgeRow({ badge, busy, onChange }: { badge: AdminBadge; busy: boolean; onChange: (status: BadgeStatus) => void }) {
  const t = useT();
  const next: BadgeStatus = badge.status === 'active' ? 'inactive' : 'active';
  return (
    <tr data-badge={badge.id} data-status={badge.status}>
      <td style={{ minWidth: '12rem' }}>
        <div className="d-flex align-items-center gap-3">
          <BadgeIcon icon={badge.icon} level={badge.level} size={32} />
          <div style={{ minWidth: 0 }}>
            <Link to={badgePath(badge.id)} className="fw-semibold">
              {badge.name}
            </Link>
            <Description html={badge.description} className="small text-body-secondary mb-0" />
            {/* what the hidden columns say, on narrow screens */}
            <div className="small text-secondary d-md-none">
              {badge.group_name}
              <span className="d-sm-none">
                {' · '}
                {t('admin.awards', { count: badge.award_count })}{' '}
                <span className={`badge ${PILL[badge.status] ?? 'text-bg-light'}`}>{t(`admin.status.${badge.status}`)}</span>
              </span>
            </div>
          </div>
        </div>
        <BackfillBar progress={badge.progress} name={badge.name} />
      </td>
      <td className="d-none d-md-table-cell">{badge.group_name}</td>
      <td className="text-end d-none d-sm-table-cell">
        <Link to={badgePath(badge.id)}>{badge.award_count}</Link>
      </td>
      <td className="d-none d-sm-table-cell">
        <span className={`badge ${PILL[badge.status] ?? 'text-bg-light'}`}>{t(`admin.status.${badge.status}`)}</span>
      </td>
      <td className="text-end text-nowrap">
        <button type="button" className={`btn btn-sm ${next === 'active' ? 'btn-outline-primary' : 'btn-outline-secondary'}`} disabled={busy} onClick={() => onChange(next)} aria-label={t(`admin.action_label.${next}`, { name: badge.name })}>
          {t(`admin.action.${next}`)}
        </button>
      </td>
    </tr>
  );
}
