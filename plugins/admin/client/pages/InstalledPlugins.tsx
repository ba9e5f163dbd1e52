import { useCallback, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router-dom';
import Form from 'react-bootstrap/Form';
import { useKernel, useT } from '@answer/sdk';
import { listPlugins, setPluginEnabled, type AdminPlugin } from '../api';
import { pluginPages } from '../plugin-pages';
import { effectiveStatus, FILTERS, matchesFilter, parseFilter, type DisplayStatus } from '../status';
import { anySwitched, markSwitched, wasSwitched } from '../switched';

const BADGE: Record<DisplayStatus, string> = {
  active: 'text-bg-success',
  inactive: 'text-bg-secondary',
  failed: 'text-bg-danger',
  outdated: 'text-bg-warning',
  loading: 'text-bg-info',
  not_running: 'text-bg-light border',
};

/** Reasons that explain a problem read as errors; the others are notes. */
const PROBLEMS: ReadonlySet<DisplayStatus> = new Set(['failed', 'outdated']);

function InstalledPluginsPage() {
  const { http, plugins, notify } = useKernel();
  const t = useT();
  const [params, setParams] = useSearchParams();
  const filter = parseFilter(params.get('filter'));
  const [list, setList] = useState<AdminPlugin[] | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [changed, setChanged] = useState(anySwitched);

  const load = useCallback(
    () =>
      listPlugins(http).then(
        (plugins) => {
          setList(plugins);
          pluginPages.show(plugins);
        },
        () => setList([]),
      ),
    [http],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const toggle = async (plugin: AdminPlugin, enabled: boolean) => {
    setPending(plugin.slug_name);
    try {
      await setPluginEnabled(http, plugin.slug_name, enabled);
      markSwitched(plugin.slug_name);
      setChanged(true);
      notify.toast(t('plugins.updated'), 'success');
      await load();
    } catch {
      // the request pipeline showed the server's message
    } finally {
      setPending(null);
    }
  };

  const rows = (list ?? []).map((plugin) => ({
    plugin,
    ...effectiveStatus(plugin, wasSwitched(plugin.slug_name) ? undefined : plugins.get(plugin.slug_name)),
  }));
  const visible = rows.filter((row) => matchesFilter(row.plugin, row.status, filter));

  return (
    <div>
      <h1 className="h3 mb-3">{t('plugins.title')}</h1>
      {changed ? (
        <div className="alert alert-info d-flex flex-wrap align-items-center justify-content-between gap-2" role="status">
          <span>{t('plugins.reload_note')}</span>
          <button type="button" className="btn btn-sm btn-primary" onClick={() => window.location.reload()}>
            {t('plugins.reload')}
          </button>
        </div>
      ) : null}
      <ul className="nav nav-pills mb-3" aria-label={t('plugins.filter_label')}>
        {FILTERS.map((name) => (
          <li className="nav-item" key={name}>
            <button
              type="button"
              className={`nav-link py-1 ${filter === name ? 'active' : ''}`}
              aria-pressed={filter === name}
              onClick={() => setParams(name === 'all' ? {} : { filter: name }, { replace: true })}
            >
              {t(`plugins.filter.${name}`)}
            </button>
          </li>
        ))}
      </ul>
      {list === null ? (
        <div className="py-4 text-secondary" role="status">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {t('plugins.loading')}
        </div>
      ) : (
        <div className="table-responsive">
          <table className="table align-middle" data-testid="plugins-table">
            <thead>
              <tr>
                <th scope="col">{t('plugins.col.name')}</th>
                <th scope="col">{t('plugins.col.version')}</th>
                <th scope="col">{t('plugins.col.status')}</th>
                <th scope="col">{t('plugins.col.enabled')}</th>
                <th scope="col" className="text-end">{t('plugins.col.action')}</th>
              </tr>
            </thead>
            <tbody>
              {visible.length === 0 ? (
                <tr>
                  <td colSpan={5} className="text-center text-secondary py-4">
                    {t('plugins.none')}
                  </td>
                </tr>
              ) : (
                visible.map(({ plugin, status, reason }) => (
                  <tr key={plugin.slug_name} data-plugin={plugin.slug_name} data-status={status}>
                    <td>
                      <div className="fw-semibold">
                        {plugin.link ? (
                          <a href={plugin.link} target="_blank" rel="noreferrer noopener">
                            {plugin.name}
                          </a>
                        ) : (
                          plugin.name
                        )}
                      </div>
                      <div className="small text-secondary">{plugin.description}</div>
                    </td>
                    <td className="text-nowrap">{plugin.version}</td>
                    <td>
                      <span className={`badge ${BADGE[status]}`}>{t(`plugins.status.${status}`)}</span>
                      {reason ? (
                        <div className={`small mt-1 text-break ${PROBLEMS.has(status) ? 'text-danger' : 'text-secondary'}`}>{reason}</div>
                      ) : null}
                    </td>
                    <td>
                      <Form.Check
                        type="switch"
                        id={`plugin-switch-${plugin.slug_name}`}
                        checked={plugin.enabled}
                        disabled={plugin.required === true || status === 'outdated' || pending !== null}
                        title={plugin.required ? t('plugins.required') : undefined}
                        aria-label={t('plugins.toggle', { name: plugin.name })}
                        onChange={(event) => void toggle(plugin, event.currentTarget.checked)}
                      />
                      {plugin.required ? <div className="small text-secondary">{t('plugins.required')}</div> : null}
                    </td>
                    <td className="text-end">
                      {plugin.have_config && plugin.enabled && status !== 'outdated' ? (
                        <Link className="btn btn-sm btn-outline-secondary" to={`/admin/plugins/${encodeURIComponent(plugin.slug_name)}`}>
                          {t('plugins.settings')}
                        </Link>
                      ) : null}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export default observer(InstalledPluginsPage);
