import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError, useKernel, useT } from '@answer/sdk';
import { AuthCard } from '../AuthCard';
import { unsubscribe } from './api';

type Outcome = { state: 'working' } | { state: 'done' } | { state: 'failed'; message: string };

/** The link in a notification mail: turns off every notification email of its account. */
function UnsubscribePage() {
  const { http, session } = useKernel();
  const t = useT();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ state: 'working' });
  // a code works once: a second run of the effect (strict mode) must not send it again
  const sent = useRef<{ code: string; result: Promise<null> } | null>(null);

  useEffect(() => {
    if (!code) {
      setOutcome({ state: 'failed', message: t('settings.unsubscribe.missing') });
      return undefined;
    }
    let live = true;
    if (sent.current?.code !== code) sent.current = { code, result: unsubscribe(http, code) };
    sent.current.result.then(
      () => live && setOutcome({ state: 'done' }),
      (error: unknown) => live && setOutcome({ state: 'failed', message: error instanceof ApiError ? error.message : t('settings.unsubscribe.failed') }),
    );
    return () => {
      live = false;
    };
  }, [code, http, t]);

  return (
    <AuthCard title={t('settings.unsubscribe.title')}>
      {outcome.state === 'working' ? (
        <p className="mb-0" role="status">
          {t('settings.unsubscribe.working')}
        </p>
      ) : outcome.state === 'done' ? (
        <p className="mb-0" role="status">
          {t('settings.unsubscribe.done')}
        </p>
      ) : (
        <div className="alert alert-danger mb-0" role="alert">
          {outcome.message}
        </div>
      )}
      {outcome.state !== 'working' ? (
        <p className="mt-3 mb-0 small">
          {session.isLoggedIn ? <Link to="/users/settings/notify">{t('settings.unsubscribe.manage')}</Link> : <Link to="/">{t('settings.unsubscribe.home')}</Link>}
        </p>
      ) : null}
    </AuthCard>
  );
}

export default observer(UnsubscribePage);
