/**
 * The site's health, one line per check: what it is, a state that reads without colour ("OK",
 * "Needs attention", "Not working"), and where to fix it when something is wrong.
 */
import { Link } from 'react-router-dom';
import { useHasRoute, useT } from '@answer/sdk';
import type { DashboardInfo } from './api';
import { zoneName } from './format';

type State = 'ok' | 'warning' | 'danger' | 'info';

interface Check {
  id: string;
  label: string;
  state: State;
  value: string;
  detail?: string;
  fix?: { to: string; label: string };
}

const BADGE: Record<State, string> = { ok: 'text-bg-success', warning: 'text-bg-warning', danger: 'text-bg-danger', info: 'text-bg-secondary' };

function smtpCheck(info: DashboardInfo, t: (key: string) => string): Check {
  const label = t('dashboard.health.smtp');
  if (!info.health.smtp_configured) return { id: 'smtp', label, state: 'warning', value: t('dashboard.health.smtp_not_configured'), fix: { to: '/admin/smtp', label: t('dashboard.health.set_up') } };
  if (!info.health.smtp_working)
    return { id: 'smtp', label, state: 'danger', value: t('dashboard.health.smtp_failing'), detail: info.health.smtp_error, fix: { to: '/admin/smtp', label: t('dashboard.health.check_settings') } };
  return { id: 'smtp', label, state: 'ok', value: t('dashboard.health.smtp_working') };
}

export function HealthList({ info }: { info: DashboardInfo }) {
  const t = useT();
  const general = useHasRoute('/admin/general') ? '/admin/general' : null;
  const interfacePage = useHasRoute('/admin/interface') ? '/admin/interface' : null;
  const loginPage = useHasRoute('/admin/login') ? '/admin/login' : null;
  const checks: Check[] = [
    smtpCheck(info, t),
    info.health.https
      ? { id: 'https', label: t('dashboard.health.https'), state: 'ok', value: t('dashboard.yes') }
      : { id: 'https', label: t('dashboard.health.https'), state: 'warning', value: t('dashboard.health.https_off'), ...(general ? { fix: { to: general, label: t('dashboard.health.change_site_url') } } : {}) },
    info.health.uploads_writable
      ? { id: 'uploads', label: t('dashboard.health.uploads'), state: 'ok', value: t('dashboard.health.writable') }
      : { id: 'uploads', label: t('dashboard.health.uploads'), state: 'danger', value: t('dashboard.health.not_writable'), detail: t('dashboard.health.uploads_help') },
    info.health.database_reachable
      ? { id: 'database', label: t('dashboard.health.database'), state: 'ok', value: t('dashboard.health.reachable') }
      : { id: 'database', label: t('dashboard.health.database'), state: 'danger', value: t('dashboard.health.unreachable') },
    { id: 'time_zone', label: t('dashboard.health.time_zone'), state: 'info', value: zoneName(info.time_zone), ...(interfacePage ? { fix: { to: interfacePage, label: t('dashboard.health.change') } } : {}) },
    {
      id: 'run_mode',
      label: t('dashboard.health.run_mode'),
      state: 'info',
      value: info.login_required ? t('dashboard.health.private') : t('dashboard.health.public'),
      ...(loginPage ? { fix: { to: loginPage, label: t('dashboard.health.change') } } : {}),
    },
  ];
  return (
    <ul className="list-group list-group-flush" data-testid="dashboard-health">
      {checks.map((check) => (
        <li key={check.id} className="list-group-item px-0 d-flex flex-wrap align-items-center gap-2" data-check={check.id} data-state={check.state}>
          <span className="text-secondary me-auto">{check.label}</span>
          <span className={`badge ${BADGE[check.state]}`}>
            {check.state === 'info' ? null : <span className="visually-hidden">{t(`dashboard.state.${check.state}`)}: </span>}
            {check.value}
          </span>
          {check.fix ? (
            <Link className="small" to={check.fix.to}>
              {check.fix.label}
            </Link>
          ) : null}
          {check.detail ? <small className="w-100 text-body-secondary text-break">{check.detail}</small> : null}
        </li>
      ))}
    </ul>
  );
}
