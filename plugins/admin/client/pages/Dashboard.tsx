/**
 * `/admin`: the dashboard. Site statistics, health with the way to fix what needs it, system
 * facts, links, and a chart of the last 30 days (its library loads with the chart only), with the
 * same numbers in a table for those who cannot see the chart. Other plugins add cards below
 * (`adminDashboardWidgetPoint`).
 */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { adminDashboardWidgetPoint, Slot, useHasRoute, useKernel, useT } from '@answer/sdk';
import { getDashboard, type DailyData, type DashboardInfo } from '../dashboard/api';
import { uptimeText } from '../dashboard/format';
import { HealthList } from '../dashboard/HealthList';

const DailyChart = lazy(() => import('../dashboard/DailyChart'));

function Card({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section className="card h-100" aria-labelledby={`dashboard-${id}`}>
      <div className="card-body">
        <h2 id={`dashboard-${id}`} className="h6 mb-3">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** Label and value pairs, two a row on wide screens. */
function Facts({ items, testId }: { items: { label: string; value: ReactNode; key: string }[]; testId: string }) {
  return (
    <dl className="row mb-0" data-testid={testId}>
      {items.map((item) => (
        <div key={item.key} className="col-sm-6 mb-1" data-fact={item.key}>
          <dt className="d-inline fw-normal text-secondary me-1">{item.label}</dt>
          <dd className="d-inline mb-0 fw-semibold text-break">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Statistics({ info }: { info: DashboardInfo }) {
  const t = useT();
  const review = useHasRoute('/review');
  const rate = (count: number, value: string) => (count > 0 ? <span className="fw-normal text-secondary"> ({value}%)</span> : null);
  return (
    <Facts
      testId="dashboard-statistics"
      items={[
        { key: 'questions', label: t('dashboard.stats.questions'), value: info.question_count },
        { key: 'resolved', label: t('dashboard.stats.resolved'), value: <>{info.resolved_count}{rate(info.resolved_count, info.resolved_rate)}</> },
        { key: 'unanswered', label: t('dashboard.stats.unanswered'), value: <>{info.unanswered_count}{rate(info.unanswered_count, info.unanswered_rate)}</> },
        { key: 'answers', label: t('dashboard.stats.answers'), value: info.answer_count },
        { key: 'comments', label: t('dashboard.stats.comments'), value: info.comment_count },
        { key: 'votes', label: t('dashboard.stats.votes'), value: info.vote_count },
        { key: 'users', label: t('dashboard.stats.users'), value: info.user_count },
        { key: 'reviews', label: t('dashboard.stats.reviews'), value: review ? <Link to="/review">{info.report_count}</Link> : info.report_count },
      ]}
    />
  );
}

function SystemInfo({ info }: { info: DashboardInfo }) {
  const t = useT();
  const uptime = uptimeText(info.app_start_time);
  const version = info.version_info.revision ? `${info.version_info.version} (${info.version_info.revision.slice(0, 12)})` : info.version_info.version;
  return (
    <Facts
      testId="dashboard-system"
      items={[
        { key: 'version', label: t('dashboard.system.version'), value: version },
        { key: 'node', label: t('dashboard.system.node_version'), value: info.node_version },
        { key: 'database', label: t('dashboard.system.database'), value: info.database_version || t('dashboard.unknown') },
        { key: 'database_size', label: t('dashboard.system.database_size'), value: info.database_size || t('dashboard.unknown') },
        { key: 'storage', label: t('dashboard.system.storage_used'), value: info.occupying_storage_space || t('dashboard.unknown') },
        { key: 'uptime', label: t('dashboard.system.uptime'), value: t(uptime.key, { ...uptime.values }) },
      ]}
    />
  );
}

/** The chart's numbers as a table, for screen readers and anyone who wants the figures. */
function DailyTable({ data }: { data: DailyData }) {
  const t = useT();
  return (
    <details className="mt-3">
      <summary>{t('dashboard.chart.table')}</summary>
      <div className="table-responsive mt-2">
        <table className="table table-sm mb-0" data-testid="dashboard-daily-table">
          <caption className="visually-hidden">{t('dashboard.chart.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.chart.day')}</th>
              <th scope="col">{t('dashboard.chart.questions')}</th>
              <th scope="col">{t('dashboard.chart.answers')}</th>
              <th scope="col">{t('dashboard.chart.members')}</th>
            </tr>
          </thead>
          <tbody>
            {data.days.map((day, index) => (
              <tr key={day}>
                <th scope="row" className="fw-normal">
                  {day}
                </th>
                <td>{data.questions[index]}</td>
                <td>{data.answers[index]}</td>
                <td>{data.members[index]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

export default function DashboardPage() {
  const { http } = useKernel();
  const t = useT();
  const [info, setInfo] = useState<DashboardInfo | null>(null);

  useEffect(() => {
    getDashboard(http).then(
      (data) => setInfo(data.info),
      () => undefined, // the request pipeline already told the admin
    );
  }, [http]);

  return (
    <div>
      <h1 className="h3 mb-2">{t('dashboard.title')}</h1>
      <p className="text-secondary mb-4">{t('dashboard.welcome')}</p>
      {info ? (
        <>
          <div className="row g-4 mb-4">
            <div className="col-lg-6">
              <Card id="statistics" title={t('dashboard.stats.title')}>
                <Statistics info={info} />
              </Card>
            </div>
            <div className="col-lg-6">
              <Card id="health" title={t('dashboard.health.title')}>
                <HealthList info={info} />
              </Card>
            </div>
            <div className="col-lg-6">
              <Card id="system" title={t('dashboard.system.title')}>
                <SystemInfo info={info} />
              </Card>
            </div>
            <div className="col-lg-6">
              <Card id="links" title={t('dashboard.links.title')}>
                <ul className="list-unstyled mb-0">
                  <li className="mb-1">
                    <a href={info.links.docs} target="_blank" rel="noreferrer">
                      {t('dashboard.links.docs')}
                    </a>
                  </li>
                  <li>
                    <a href={info.links.support} target="_blank" rel="noreferrer">
                      {t('dashboard.links.support')}
                    </a>
                  </li>
                </ul>
              </Card>
            </div>
          </div>
          <section className="card mb-4" aria-labelledby="dashboard-chart-title">
            <div className="card-body">
              <h2 id="dashboard-chart-title" className="h6 mb-3">
                {t('dashboard.chart.title')}
              </h2>
              <Suspense fallback={<div className="placeholder-glow" style={{ height: 260 }} aria-hidden="true" />}>
                <DailyChart data={info.daily} />
              </Suspense>
              <DailyTable data={info.daily} />
            </div>
          </section>
          <Slot point={adminDashboardWidgetPoint} props={{}} />
        </>
      ) : (
        <p className="text-secondary" role="status">
          {t('dashboard.loading')}
        </p>
      )}
    </div>
  );
}
