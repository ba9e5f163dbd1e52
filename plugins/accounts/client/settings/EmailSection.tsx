import { useCallback, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { SchemaForm, useCaptcha, useKernel, useT } from '@answer/sdk';
import schema from '../../schemas/email-change.json';
import uiSchema from '../../schemas/email-change.ui.json';
import { requestEmailChange, type EmailChangeForm } from '../api';
import { useFormSubmit } from '../useFormSubmit';
import { AccountFormSection, FormButtons, type AccountFormSlot } from './AccountForm';

/**
 * Change email: a confirmation link goes to the new address (captcha `e_mail`, the current password
 * when the account has one); the address changes once the link is followed.
 */
export const EmailSection = observer(function EmailSection({ slot }: { slot: AccountFormSlot }) {
  const { http, session } = useKernel();
  const captcha = useCaptcha();
  const t = useT();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const hasPassword = session.user?.have_password !== false;
  // accounts made through an external login have no password to confirm with
  const ui = useMemo(() => (hasPassword ? uiSchema : { ...uiSchema, pass: { 'ui:widget': 'hidden' } }), [hasPassword]);
  const { onClose, onDirty } = slot;

  const submit = useCallback(
    async (form: EmailChangeForm) => {
      await captcha.run('e_mail', (answer) => requestEmailChange(http, { e_mail: form.e_mail, pass: hasPassword ? form.pass : undefined }, answer));
      setSentTo(form.e_mail.trim());
      onClose();
      // an account still waiting for activation changes its address at once
      await session.refresh(true);
    },
    [captcha, http, hasPassword, onClose, session],
  );
  const { busy, serverErrors, onSubmit } = useFormSubmit(submit);
  const onChange = useCallback((data: Partial<EmailChangeForm>) => onDirty(Boolean(data.e_mail || data.pass)), [onDirty]);

  return (
    <AccountFormSection
      id="settings-email"
      title={t('settings.account.email.title')}
      openLabel={t('settings.account.email.open')}
      slot={slot}
      summary={
        <>
          <p className="text-secondary">{t('settings.account.email.current', { email: session.user?.e_mail ?? '' })}</p>
          {sentTo !== null ? (
            <div className="alert alert-info" role="status">
              {t('settings.account.email.sent', { email: sentTo })}
            </div>
          ) : null}
        </>
      }
    >
      <SchemaForm<EmailChangeForm & Record<string, unknown>>
        id="email-change-form"
        schema={schema}
        uiSchema={ui}
        onChange={onChange}
        onSubmit={onSubmit}
        serverErrors={serverErrors}
        disabled={busy}
        submitLabel={null}
      >
        <FormButtons saveLabel={t('settings.account.email.submit')} busy={busy} onCancel={onClose} />
      </SchemaForm>
    </AccountFormSection>
  );
});
