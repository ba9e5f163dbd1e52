import { useMemo, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { SchemaForm, useKernel, useT } from '@answer/sdk';
import type { FieldError } from '@answer/sdk';
import baseInfoSchema from '../../schemas/base-info.json';
import baseInfoUiSchema from '../../schemas/base-info.ui.json';
import type { BaseInfoForm, InstallApi } from '../api';
import { isAlreadyInstalled, splitError } from './errors';

interface Props {
  api: InstallApi;
  onDone: () => void;
  onInstalled: () => void;
}

/** Step 4: site settings and the admin account; the server installs everything at once. */
export function SiteStep({ api, onDone, onInstalled }: Props) {
  const kernel = useKernel();
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<FieldError[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const lang = kernel.i18n.language;

  const initial = useMemo<BaseInfoForm>(
    () => ({
      lang,
      site_url: `${window.location.origin}${kernel.router.basePath}`,
      login_required: false,
      external_content_display: 'always_display',
    }),
    // the prefill is computed once; a language switch later must not wipe what was typed
    [],
  );

  const submit = async (form: BaseInfoForm) => {
    setBusy(true);
    setMessage(null);
    setFields([]);
    try {
      await api.baseInfo({ ...form, lang: kernel.i18n.language });
      onDone();
    } catch (error) {
      if (isAlreadyInstalled(error)) return onInstalled();
      const split = splitError(error, t('request_failed'));
      setFields(split.fields);
      setMessage(split.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-testid="install-step-site">
      <h2 className="h5 mb-3">
        {t('site_information')} · {t('admin_account')}
      </h2>
      <SchemaForm<BaseInfoForm>
        schema={baseInfoSchema}
        uiSchema={baseInfoUiSchema}
        formData={initial}
        onSubmit={submit}
        serverErrors={fields}
        submitLabel={t('next')}
        disabled={busy}
      >
        {message && (
          <Alert variant="danger" data-testid="install-site-error">
            {message}
          </Alert>
        )}
      </SchemaForm>
    </div>
  );
}
