import { useCallback, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { SchemaForm, useCaptcha, useKernel, useT, type FieldError } from '@answer/sdk';
import schema from '../../schemas/password-change.json';
import uiSchema from '../../schemas/password-change.ui.json';
import { useFormSubmit } from '../useFormSubmit';
import { AccountFormSection, FormButtons, type AccountFormSlot } from './AccountForm';
import { changePassword, type PasswordForm } from './api';

/**
 * Change password (captcha `password` after wrong guesses). Accounts made through an external login
 * have no password yet and set one without the old field. Other devices are logged out by the server.
 */
export const PasswordSection = observer(function PasswordSection({ slot }: { slot: AccountFormSlot }) {
  const { http, session, notify } = useKernel();
  const captcha = useCaptcha();
  const t = useT();
  const [mismatch, setMismatch] = useState<FieldError[] | undefined>(undefined);
  const hasPassword = session.user?.have_password !== false;
  const ui = useMemo(() => (hasPassword ? uiSchema : { ...uiSchema, old_pass: { 'ui:widget': 'hidden' } }), [hasPassword]);
  const { onClose, onDirty } = slot;

  const submit = useCallback(
    async (form: PasswordForm) => {
      await captcha.run('password', (answer) => changePassword(http, { old_pass: hasPassword ? form.old_pass : undefined, pass: form.pass }, answer));
      onClose();
      notify.toast(t('settings.password.changed'), 'success');
      await session.refresh(true);
    },
    [captcha, http, hasPassword, onClose, notify, t, session],
  );
  const { busy, serverErrors, onSubmit } = useFormSubmit(submit);

  // The confirmation only guards against a typo here; the server never sees it.
  const confirmed = useCallback(
    async (form: PasswordForm) => {
      if ((form.pass_confirm ?? '') !== form.pass) {
        setMismatch([{ error_field: 'pass_confirm', error_msg: t('settings.password.pass_confirm.mismatch') }]);
        return;
      }
      setMismatch(undefined);
      await onSubmit(form);
    },
    [onSubmit, t],
  );
  const onChange = useCallback((data: Partial<PasswordForm>) => onDirty(Boolean(data.old_pass || data.pass || data.pass_confirm)), [onDirty]);

  return (
    <AccountFormSection
      id="settings-password"
      title={hasPassword ? t('settings.password.title') : t('settings.password.set_title')}
      openLabel={hasPassword ? t('settings.password.open') : t('settings.password.set_title')}
      slot={slot}
      summary={<p className="text-secondary">{hasPassword ? t('settings.password.summary') : t('settings.password.no_password')}</p>}
    >
      <SchemaForm<PasswordForm & Record<string, unknown>>
        id="password-form"
        schema={schema}
        uiSchema={ui}
        onChange={onChange}
        onSubmit={confirmed}
        serverErrors={mismatch ?? serverErrors}
        disabled={busy}
        submitLabel={null}
      >
        <FormButtons saveLabel={t('settings.password.submit')} busy={busy} onCancel={onClose} />
      </SchemaForm>
    </AccountFormSection>
  );
});
