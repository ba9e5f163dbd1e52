import { useMemo } from 'react';
import { Alert } from 'react-bootstrap';
import { SchemaForm, useKernel, useT } from '@answer/sdk';
import baseInfoSchema from '../../schemas/base-info.json';
import baseInfoUiSchema from '../../schemas/base-info.ui.json';
import type { BaseInfoForm, InstallApi } from '../api';
import { useStepSubmit } from './useStepSubmit';

interface Props {
  api: InstallApi;
  onDone: () => void;
  onInstalled: () => void;
}

/** Step 4: site settings and the admin account; the server installs everything at once. */
export function SiteStep({ api, onDone, onInstalled }: Props) {
  const kernel = useKernel();
  const t = useT();
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

  const { busy, fields, message, submit } = useStepSubmit<BaseInfoForm>(
    async (form) => {
      await api.baseInfo({ ...form, lang: kernel.i18n.language });
      onDone();
    },
    onInstalled,
    t('request_failed'),
  );

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
