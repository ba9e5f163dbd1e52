import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { SchemaForm, useKernel, useT } from '@answer/sdk';
import schema from '../../schemas/login.json';
import uiSchema from '../../schemas/login.ui.json';
import { loginWithEmail, registrationAllowed, type LoginForm } from '../api';
import { AuthCard } from '../AuthCard';
import { useFormSubmit } from '../useFormSubmit';

export default function LoginPage() {
  const { http, session, router, site } = useKernel();
  const t = useT();
  const [params] = useSearchParams();
  const inactive = params.get('status') === 'inactive';

  const submit = useCallback(
    async (form: LoginForm) => {
      const user = await loginWithEmail(http, { e_mail: form.e_mail, pass: form.pass });
      const next = await session.loginWithToken(user.access_token);
      router.navigate(next, { replace: true });
    },
    [http, session, router],
  );
  const { busy, serverErrors, onSubmit } = useFormSubmit(submit);

  return (
    <AuthCard title={t('login.title')}>
      {inactive ? (
        <div className="alert alert-warning" role="alert">
          {t('login.inactive')}
        </div>
      ) : null}
      <SchemaForm<LoginForm & Record<string, unknown>>
        id="login-form"
        schema={schema}
        uiSchema={uiSchema}
        onSubmit={onSubmit}
        serverErrors={serverErrors}
        disabled={busy}
        submitLabel={t('login.submit')}
        className="auth-form"
      />
      {registrationAllowed(site.info) ? (
        <p className="text-center mt-3 mb-0">
          {t('login.no_account')} <Link to="/users/register">{t('login.sign_up')}</Link>
        </p>
      ) : null}
    </AuthCard>
  );
}
