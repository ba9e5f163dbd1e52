/**
 * The install wizard: language, database, config file, site and admin, done. On load it asks the
 * server where the installation stands, so a reload resumes and an installed site says so.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Card, ProgressBar, Spinner } from 'react-bootstrap';
import { useKernel, useT } from '@answer/sdk';
import { installApi } from './api';
import type { DbForm, InstallState } from './api';
import { LanguageStep } from './steps/LanguageStep';
import { DatabaseStep } from './steps/DatabaseStep';
import { ConfigStep } from './steps/ConfigStep';
import { SiteStep } from './steps/SiteStep';
import { DoneStep } from './steps/DoneStep';
import { InstalledNotice, DbFailedNotice, InstallNowNotice } from './steps/Notices';

export const TOTAL_STEPS = 5;

type View =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'step'; step: 1 | 2 | 4 | 5 }
  | { kind: 'step'; step: 3; configText: string | null }
  | { kind: 'installed' }
  | { kind: 'db_failed' }
  | { kind: 'install_now' };

/** Where a fresh page load starts, from `config-file/check`. */
export function viewOfState(state: InstallState): View {
  if (!state.config_file_exist) return { kind: 'step', step: 1 };
  if (!state.db_connection_success) return { kind: 'db_failed' };
  if (state.db_table_exist) return { kind: 'installed' };
  return { kind: 'install_now' };
}

export default function InstallPage() {
  const kernel = useKernel();
  const t = useT();
  const api = useMemo(() => installApi(kernel.http), [kernel]);
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [db, setDb] = useState<DbForm>({ db_type: 'sqlite3', db_file: 'answer.db' });

  const load = useCallback(() => {
    setView({ kind: 'loading' });
    api
      .state()
      .then((state) => setView(viewOfState(state)))
      .catch((error: unknown) => setView({ kind: 'error', message: error instanceof Error && error.message ? error.message : t('request_failed') }));
  }, [api, t]);

  useEffect(load, [load]);

  const goTo = (next: View) => {
    setView(next);
    window.scrollTo(0, 0);
  };

  const step = view.kind === 'step' ? view.step : null;

  return (
    <div className="container py-5" data-testid="install-page">
      <div className="row justify-content-center">
        <div className="col-lg-6 col-md-8">
          <h1 className="h2 text-center mb-4">{t('title')}</h1>
          {step !== null && (
            <ProgressBar
              className="mb-3"
              now={(step / TOTAL_STEPS) * 100}
              label={t('progress', { current: step, total: TOTAL_STEPS })}
              aria-label={t('progress', { current: step, total: TOTAL_STEPS })}
              data-testid="install-progress"
              data-step={step}
            />
          )}
          <Card>
            <Card.Body>
              {view.kind === 'loading' && (
                <div className="text-center py-4">
                  <Spinner animation="border" role="status" size="sm" /> <span>{t('loading')}</span>
                </div>
              )}
              {view.kind === 'error' && (
                <Alert variant="danger" className="mb-0" data-testid="install-error">
                  {view.message}
                </Alert>
              )}
              {view.kind === 'installed' && <InstalledNotice />}
              {view.kind === 'db_failed' && <DbFailedNotice onRetry={load} />}
              {view.kind === 'install_now' && <InstallNowNotice onContinue={() => goTo({ kind: 'step', step: 4 })} />}
              {step === 1 && <LanguageStep api={api} onNext={() => goTo({ kind: 'step', step: 2 })} />}
              {step === 2 && (
                <DatabaseStep
                  api={api}
                  value={db}
                  onChange={setDb}
                  onDone={(configText) => goTo({ kind: 'step', step: 3, configText })}
                  onInstalled={() => goTo({ kind: 'installed' })}
                />
              )}
              {view.kind === 'step' && view.step === 3 && (
                <ConfigStep
                  api={api}
                  configText={view.configText}
                  onNext={(state) => goTo(state.db_connection_success ? { kind: 'step', step: 4 } : { kind: 'db_failed' })}
                />
              )}
              {step === 4 && (
                <SiteStep api={api} onDone={() => goTo({ kind: 'step', step: 5 })} onInstalled={() => goTo({ kind: 'installed' })} />
              )}
              {step === 5 && <DoneStep />}
            </Card.Body>
          </Card>
        </div>
      </div>
    </div>
  );
}
