import { useCallback, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useCaptcha, useKernel, useT } from '@answer/sdk';
import schema from '../../schemas/email-change.json';
import uiSchema from '../../schemas/email-change.ui.json';
import { requestEmailChange, type EmailChangeForm } from '../api';
import { AuthCard } from '../AuthCard';
import { AuthForm } from '../AuthForm';

/**
 * A new address for the logged user. Still waiting for activation: the address changes at once and
 * the activation link goes there. Verified: a confirmation link goes to the new address first.
 */
function ChangeEmailPage() {
  const { http, session, router } = useKernel();
  const captcha = useCaptcha();
  const t = useT();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const hasPassword = session.user?.have_password !== false;
  // accounts made through an external login have no password to confirm with
  const ui = useMemo(() => (hasPassword ? uiSchema : { ...uiSchema, pass: { 'ui:widget': 'hidden' } }), [hasPassword]);

  const submit = useCallback(
    async (form: EmailChangeForm) => {
      const wasActivated = session.isActivated;
      await captcha.run('e_mail', (answer) => requestEmailChange(http, { e_mail: form.e_mail, pass: form.pass }, answer));
      if (wasActivated) {
        setSentTo(form.e_mail.trim());
        return;
      }
      await session.refresh(true);
      router.navigate('/users/confirm-email', { replace: true });
    },
    [http, session, router, captcha],
  );

  return (
    <AuthCard title={t('change_email.title')}>
      {sentTo !== null ? (
        <p className="mb-0" role="status">
          {t('change_email.sent', { email: sentTo })}
        </p>
      ) : (
        <>
          <p className="text-secondary">{t('change_email.text', { email: session.user?.e_mail ?? '' })}</p>
          <AuthForm<EmailChangeForm & Record<string, unknown>> id="change-email-form" schema={schema} uiSchema={ui} submit={submit} submitLabel={t('change_email.submit')} />
        </>
      )}
    </AuthCard>
  );
}

export default observer(ChangeEmailPage);
