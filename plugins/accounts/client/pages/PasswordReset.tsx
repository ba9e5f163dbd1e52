import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useKernel, useT } from '@answer/sdk';
import schema from '../../schemas/password-replacement.json';
import uiSchema from '../../schemas/password-replacement.ui.json';
import { checkPasswordResetLink, isAlert, replacePassword, type PasswordReplacementForm } from '../api';
import { AuthCard } from '../AuthCard';
import { AuthForm } from '../AuthForm';

type LinkState = { kind: 'checking' } | { kind: 'ready' } | { kind: 'dead'; message: string } | { kind: 'done' };

/** The server's alert for a dead link (its own words), rethrowing anything else. */
function deadLinkMessage(error: unknown): string {
  if (isAlert(error)) return error.message;
  throw error;
}

/** The page a password reset mail links to: a new password, typed twice. */
export default function PasswordResetPage() {
  const { http, session } = useKernel();
  const t = useT();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const [state, setState] = useState<LinkState>({ kind: 'checking' });
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);

  useEffect(() => {
    let live = true;
    checkPasswordResetLink(http, code).then(
      () => live && setState({ kind: 'ready' }),
      (error: unknown) => live && setState({ kind: 'dead', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [http, code]);

  const submit = useCallback(
    async (form: PasswordReplacementForm) => {
      // the second entry only guards against a typo; the server checks the password itself
      if (form.pass !== confirm) {
        setMismatch(true);
        return;
      }
      try {
        await replacePassword(http, { code, pass: form.pass });
      } catch (error) {
        setState({ kind: 'dead', message: deadLinkMessage(error) });
        return;
      }
      setState({ kind: 'done' });
      // every session of that account ended; if this browser had one, it learns so now
      if (session.isLoggedIn) await session.refresh(true);
    },
    [http, session, code, confirm],
  );
  const formData = useMemo(() => ({ code }), [code]);

  return (
    <AuthCard title={t('reset.title')}>
      {state.kind === 'checking' ? (
        <p className="text-secondary text-center mb-0" role="status">
          {t('reset.checking')}
        </p>
      ) : null}
      {state.kind === 'dead' ? (
        <div className="alert alert-danger mb-0" role="alert">
          {state.message} <Link to="/users/account-recovery">{t('reset.request_new')}</Link>
        </div>
      ) : null}
      {state.kind === 'done' ? (
        <div className="alert alert-success mb-0" role="status">
          {t('reset.done')} <Link to="/users/login">{t('reset.log_in')}</Link>
        </div>
      ) : null}
      {state.kind === 'ready' ? (
        <AuthForm<PasswordReplacementForm & Record<string, unknown>>
          id="password-reset-form"
          schema={schema}
          uiSchema={uiSchema}
          formData={formData}
          submit={submit}
          submitLabel={t('reset.submit')}
        >
          <div className="mb-3">
            <label htmlFor="password-reset-confirm" className="form-label">
              {t('reset.confirm_label')}
            </label>
            <input
              id="password-reset-confirm"
              type="password"
              autoComplete="new-password"
              className={`form-control${mismatch ? ' is-invalid' : ''}`}
              value={confirm}
              onChange={(event) => {
                setConfirm(event.target.value);
                setMismatch(false);
              }}
            />
            {mismatch ? <div className="invalid-feedback">{t('reset.mismatch')}</div> : null}
          </div>
        </AuthForm>
      ) : null}
    </AuthCard>
  );
}
