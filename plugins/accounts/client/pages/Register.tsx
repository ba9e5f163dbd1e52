import { useCallback } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { SchemaForm, useKernel, useT } from '@answer/sdk';
import schema from '../../schemas/register.json';
import uiSchema from '../../schemas/register.ui.json';
import { registerWithEmail, registrationAllowed, type RegisterForm } from '../api';
import { AuthCard } from '../AuthCard';
import { useFormSubmit } from '../useFormSubmit';

export default function RegisterPage() {
  const { http, session, router, site } = useKernel();
  const t = useT();

  const submit = useCallback(
    async (form: RegisterForm) => {
      const user = await registerWithEmail(http, { name: form.name, e_mail: form.e_mail, pass: form.pass });
      const next = await session.loginWithToken(user.access_token);
      router.navigate(next, { replace: true });
    },
    [http, session, router],
  );
  const { busy, serverErrors, onSubmit } = useFormSubmit(submit);

  if (!registrationAllowed(site.info)) return <Navigate to="/" replace />;

  return (
    <AuthCard title={t('register.title')}>
      <SchemaForm<RegisterForm & Record<string, unknown>>
        id="register-form"
        schema={schema}
        uiSchema={uiSchema}
        onSubmit={onSubmit}
        serverErrors={serverErrors}
        disabled={busy}
        submitLabel={t('register.submit')}
        className="auth-form"
      />
      <p className="text-center mt-3 mb-0">
        {t('register.have_account')} <Link to="/users/login">{t('register.log_in')}</Link>
      </p>
    </AuthCard>
  );
}
