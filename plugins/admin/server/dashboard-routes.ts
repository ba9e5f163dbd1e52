/**
 * `GET /answer/admin/api/dashboard` (admin only): Answer 1.7.1's `{info: DashboardInfo}`, read
 * fresh on every call (Answer keeps it an hour; counts here must show a write at once), plus
 * fields of our own beside Answer's: whether mail really works, the site's health, system facts in
 * bytes and seconds, links, and new questions, answers and members per day for the chart. The
 * counts come from the plugins that own the rows (`admin.dashboard_counts`, `admin.daily_counts`).
 */
import type { FastifyInstance } from 'fastify';
import { ADMIN_API_BASE, type ServerContext, type SystemInfo } from '@answer/sdk/server';
import dashboardSchema from '../schemas/dashboard.json';
import { chartWindow, dailyChart, formatSize, percentOf, sumCounts, utcOffsetOf, type DailyChart, type DashboardTotals } from './dashboard-values';
import { mailHealth, type MailHealth } from './mail-health';

export const DASHBOARD_LINKS = Object.freeze({
  docs: 'https://answer.apache.org/docs',
  support: 'https://answer.apache.org/community/support',
});

/** Answer names SQLite `sqlite3` in `database_version`. */
const DIALECT_NAMES: Record<SystemInfo['database']['dialect'], string> = { sqlite: 'sqlite3', postgres: 'postgres', mysql: 'mysql' };

interface SiteBlocks {
  general: { site_url?: string } | null;
  interface: { time_zone?: string } | null;
  login: { login_required?: boolean } | null;
}

function isHttps(siteUrl: string | undefined): boolean {
  try {
    return new URL(siteUrl ?? '').protocol === 'https:';
  } catch {
    return false;
  }
}

/** Answer's `DashboardInfo` with our fields beside it. */
export function dashboardInfo(counts: DashboardTotals, system: SystemInfo, mail: MailHealth, site: SiteBlocks, daily: DailyChart, nowSeconds: number) {
  const timeZone = site.interface?.time_zone || 'UTC';
  const https = isHttps(site.general?.site_url);
  const loginRequired = site.login?.login_required === true;
  const databaseVersion = system.database.version ? `${DIALECT_NAMES[system.database.dialect]} ${system.database.version}` : '';
  return {
    ...counts,
    resolved_rate: percentOf(counts.resolved_count, counts.question_count),
    unanswered_rate: percentOf(counts.unanswered_count, counts.question_count),
    uploading_files: system.uploads.writable,
    smtp: mail.configured ? 'enabled' : 'not_configured',
    https,
    time_zone: timeZone,
    occupying_storage_space: formatSize(system.uploads.size_bytes),
    // Answer sends the uptime in seconds under this name
    app_start_time: String(Math.max(0, nowSeconds - system.started_at)),
    // this site does not ask a remote server for the latest release
    version_info: { version: system.version, revision: system.revision, remote_version: '' },
    login_required: loginRequired,
    // Answer's page shows its runtime here; ours is Node.js
    go_version: system.node_version,
    database_version: databaseVersion,
    database_size: formatSize(system.database.size_bytes),
    node_version: system.node_version,
    health: {
      smtp_configured: mail.configured,
      smtp_working: mail.working,
      smtp_error: mail.error,
      https,
      uploads_writable: system.uploads.writable,
      database_reachable: system.database.version !== '' || system.database.size_bytes !== null,
      time_zone: timeZone,
      login_required: loginRequired,
    },
    system: {
      version: system.version,
      revision: system.revision,
      node_version: system.node_version,
      database_type: system.database.dialect,
      database_version: system.database.version,
      database_size_bytes: system.database.size_bytes,
      uploads_size_bytes: system.uploads.size_bytes,
      started_at: system.started_at,
    },
    links: DASHBOARD_LINKS,
    daily,
  };
}

export function registerDashboardRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get(`${ADMIN_API_BASE}/dashboard`, { config: { response: dashboardSchema }, preHandler: ctx.guards.admin }, async () => {
    const now = new Date();
    const nowSeconds = Math.floor(now.getTime() / 1000);
    const [general, siteInterface, login] = await Promise.all([
      ctx.siteInfo.get<NonNullable<SiteBlocks['general']>>('general'),
      ctx.siteInfo.get<NonNullable<SiteBlocks['interface']>>('interface'),
      ctx.siteInfo.get<NonNullable<SiteBlocks['login']>>('login'),
    ]);
    const window = chartWindow(nowSeconds, utcOffsetOf(siteInterface?.time_zone ?? 'UTC', now));
    const [counts, series, system, mail] = await Promise.all([
      ctx.queries.ask('admin.dashboard_counts', {}),
      ctx.queries.ask('admin.daily_counts', { since: window.since, utc_offset: window.utcOffset }),
      ctx.system.info(),
      mailHealth(ctx),
    ]);
    const site = { general, interface: siteInterface, login };
    return { info: dashboardInfo(sumCounts(counts), system, mail, site, dailyChart(series, window), nowSeconds) };
  });
}
