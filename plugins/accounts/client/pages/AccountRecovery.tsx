import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { useCaptcha, useKernel, useT } from '@answer/sdk';
import schema from '../../schemas/recovery.json';
import uiSchema from '../../schemas/recovery.ui.json';
import { requestPasswordReset, type RecoveryForm } from '../api';
import { AuthCard } from '../AuthCard';
import { AuthForm } from '../AuthForm';

/** Asks for a password reset link; the answer is the same whether or not the address has an account. */
export default function AccountRecoveryPage() {
  const { http } = useKernel();
  const captcha = useCaptcha();
  const t = useT();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = useCallback(
    async (form: RecoveryForm) => {
      await captcha.run('find_pass', (answer) => requestPasswordReset(http, { e_mail: form.e_mail }, answer));
      setSentTo(form.e_mail.trim());
    },
    [http, captcha],
  );

  return (
    <AuthCard title={t('recovery.title')}>
      {sentTo !== null ? (
        <p className="mb-0" role="status">
          {t('recovery.sent', { email: sentTo })}
        </p>
      ) : (
        <>
          <p className="text-secondary">{t('recovery.text')}</p>
          <AuthForm<RecoveryForm & Record<string, unknown>> id="recovery-form" schema={schema} uiSchema={uiSchema} submit={submit} submitLabel={t('recovery.submit')} />
        </>
      )}
      <p className="text-center mt-3 mb-0">
        <Link to="/users/login">{t('recovery.back_to_login')}</Link>
      </p>
    </AuthCard>
  );
}
