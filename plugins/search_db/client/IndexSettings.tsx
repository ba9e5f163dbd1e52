/** search_db's admin page: the index's rebuild, with its progress while it runs. */
import { useCallback, useEffect, useState } from 'react';
import { ADMIN_API_BASE, useKernel, useT } from '@answer/sdk';

interface RebuildState {
  status: 'idle' | 'running' | 'done' | 'failed';
  done: number;
  total: number;
}

const INDEX_PATH = `${ADMIN_API_BASE}/search_db/index`;
const POLL_MS = 1000;

export default function IndexSettings() {
  const { http } = useKernel();
  const t = useT();
  const [state, setState] = useState<RebuildState | null>(null);

  useEffect(() => {
    let live = true;
    const read = () =>
      http.get<RebuildState>(INDEX_PATH).then(
        (value) => live && setState(value),
        () => undefined,
      );
    void read();
    // polled only while a rebuild runs
    const timer = state?.status === 'running' ? setInterval(() => void read(), POLL_MS) : undefined;
    return () => {
      live = false;
      if (timer) clearInterval(timer);
    };
  }, [http, state?.status]);

  const start = useCallback(async () => {
    setState(await http.post<RebuildState>(`${INDEX_PATH}/rebuild`, {}));
  }, [http]);

  const running = state?.status === 'running';
  const percent = state && state.total > 0 ? Math.min(100, Math.round((state.done / state.total) * 100)) : running ? 0 : 100;
  return (
    <div>
      <h1 className="h3 mb-1">{t('admin.title')}</h1>
      <p className="text-secondary">{t('admin.description')}</p>
      <button type="button" className="btn btn-primary" onClick={() => void start()} disabled={running || !state} data-testid="search-rebuild">
        {running ? t('admin.rebuilding') : t('admin.rebuild')}
      </button>
      {state && state.status !== 'idle' ? (
        <div className="mt-3" style={{ maxWidth: 480 }}>
          <div className="progress" role="progressbar" aria-label={t('admin.progress')} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100}>
            <div className={`progress-bar${state.status === 'failed' ? ' bg-danger' : ''}`} style={{ width: `${percent}%` }} />
          </div>
          <p className="small text-secondary mt-1" data-testid="search-rebuild-status">
            {t(`admin.status.${state.status}`, { done: state.done, total: state.total, count: state.done })}
          </p>
        </div>
      ) : null}
    </div>
  );
}
