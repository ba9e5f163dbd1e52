import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useKernel, useT } from '@answer/sdk';
import { confirmNewEmail, isAlert } from '../api';
import { AuthCard } from '../AuthCard';

type Outcome = { kind: 'pending' } | { kind: 'done' } | { kind: 'failed'; message: string };

/** The page an email change mail links to: the new address replaces the old one. */
export default function ConfirmNewEmailPage() {
  const { http, session } = useKernel();
  const t = useT();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const started = useRef(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'pending' });

  useEffect(() => {
    // a link is used once: never send it twice (strict mode runs effects twice)
    if (started.current) return;
    started.current = true;
    confirmNewEmail(http, code).then(
      async () => {
        setOutcome({ kind: 'done' });
        if (session.isLoggedIn) await session.refresh(true);
      },
      (error: unknown) => setOutcome({ kind: 'failed', message: isAlert(error) ? error.message : t('confirm_new_email.error') }),
    );
  }, [http, session, code, t]);

  return (
    <AuthCard title={t('confirm_new_email.title')}>
      {outcome.kind === 'pending' ? (
        <p className="text-secondary text-center mb-0" role="status">
          {t('confirm_new_email.progress')}
        </p>
      ) : null}
      {outcome.kind === 'done' ? (
        <div className="alert alert-success mb-0" role="status">
          {t('confirm_new_email.done')} <Link to="/">{t('confirm_new_email.go_home')}</Link>
        </div>
      ) : null}
      {outcome.kind === 'failed' ? (
        <div className="alert alert-danger mb-0" role="alert">
          {outcome.message} {t('confirm_new_email.failed_hint')}
        </div>
      ) : null}
    </AuthCard>
  );
}
