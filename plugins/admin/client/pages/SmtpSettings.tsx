import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, SchemaForm, useKernel, useT, type FieldError } from '@answer/sdk';
import schema from '../../schemas/smtp.json';
import uiSchema from '../../schemas/smtp.ui.json';
import testSchema from '../../schemas/smtp-test.json';
import testUiSchema from '../../schemas/smtp-test.ui.json';
import { hasMailServer, setMailConfigured } from '../mail-setup';
import { getSmtpSettings, saveSmtpSettings, type SmtpForm, type SmtpSettingsResp } from '../smtp-api';
import { SwitchWidget } from '../SwitchWidget';

const RECIPIENT_FIELD = 'test_email_recipient';

interface TestForm extends Record<string, unknown> {
  test_email_recipient: string;
}

/** The form's starting values: the saved settings without the flag that only drives the password's help text. */
function formValues(settings: SmtpSettingsResp): SmtpForm {
  const { smtp_password_set: _passwordSet, ...values } = settings;
  return values;
}

export default function SmtpSettingsPage() {
  const { http, notify } = useKernel();
  const t = useT();
  const [saved, setSaved] = useState<SmtpSettingsResp | null>(null);
  const [initial, setInitial] = useState<SmtpForm | undefined>(undefined);
  // What the settings form holds now: the test section saves these before it sends.
  const current = useRef<SmtpForm>({});
  const [settingsErrors, setSettingsErrors] = useState<FieldError[] | undefined>(undefined);
  const [testErrors, setTestErrors] = useState<FieldError[] | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const settings = await getSmtpSettings(http);
    setMailConfigured(hasMailServer(settings));
    const values = formValues(settings);
    current.current = values;
    setSaved(settings);
    setInitial(values);
  }, [http]);

  useEffect(() => {
    load().catch(() => {
      // the kernel's request pipeline already told the user (403 page, toast)
    });
  }, [load]);

  const formUi = useMemo(
    () => ({
      ...uiSchema,
      smtp_authentication: { 'ui:widget': SwitchWidget, 'ui:options': { label: false } },
      smtp_password: { ...uiSchema.smtp_password, ...(saved?.smtp_password_set ? { 'ui:help': 'smtp.smtp_password.saved' } : {}) },
    }),
    [saved?.smtp_password_set],
  );

  const save = useCallback(
    async (values: SmtpForm, recipient?: string) => {
      setBusy(true);
      setSettingsErrors(undefined);
      setTestErrors(undefined);
      try {
        await saveSmtpSettings(http, recipient ? { ...values, [RECIPIENT_FIELD]: recipient } : values);
        notify.toast(recipient ? t('smtp.test.sent', { email: recipient }) : t('smtp.saved'), 'success');
        await load();
      } catch (error) {
        if (!(error instanceof ApiError) || error.list.length === 0) return;
        const forTest = error.list.filter((item) => item.error_field === RECIPIENT_FIELD);
        const forSettings = error.list.filter((item) => item.error_field !== RECIPIENT_FIELD);
        setSettingsErrors(forSettings.length > 0 ? forSettings : undefined);
        setTestErrors(forTest.length > 0 ? forTest : undefined);
        // Only the sending failed: the settings were saved, so show them as saved (a new password now counts as saved).
        if (forSettings.length === 0) await load();
      } finally {
        setBusy(false);
      }
    },
    [http, notify, t, load],
  );

  const onSettingsChange = useCallback((values: Partial<SmtpForm>) => {
    current.current = values;
  }, []);
  const onSave = useCallback((values: SmtpForm) => save(values), [save]);
  const onTest = useCallback((values: TestForm) => save(current.current, values.test_email_recipient), [save]);

  if (!initial) {
    return (
      <div className="py-4 text-secondary" role="status">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        {t('smtp.loading')}
      </div>
    );
  }
  return (
    <div className="col-lg-8">
      <h1 className="h3 mb-1">{t('smtp.title')}</h1>
      <p className="text-secondary">{t('smtp.intro')}</p>
      <SchemaForm<SmtpForm>
        id="smtp-form"
        schema={schema}
        uiSchema={formUi}
        formData={initial}
        onChange={onSettingsChange}
        onSubmit={onSave}
        serverErrors={settingsErrors}
        disabled={busy}
        submitLabel={t('smtp.save')}
      />
      <section className="mt-5 pt-4 border-top" aria-labelledby="smtp-test-title">
        <h2 id="smtp-test-title" className="h5">
          {t('smtp.test.title')}
        </h2>
        <p className="text-secondary">{t('smtp.test.text')}</p>
        <SchemaForm<TestForm>
          id="smtp-test-form"
          schema={testSchema}
          uiSchema={testUiSchema}
          onSubmit={onTest}
          serverErrors={testErrors}
          disabled={busy}
          submitLabel={t('smtp.test.send')}
        />
      </section>
    </div>
  );
}
