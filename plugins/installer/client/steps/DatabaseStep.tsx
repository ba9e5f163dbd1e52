import { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { SchemaForm, useT } from '@answer/sdk';
import dbSchema from '../../schemas/db.json';
import dbUiSchema from '../../schemas/db.ui.json';
import { configFailureOf } from '../api';
import type { DbForm, InstallApi } from '../api';
import { useStepSubmit } from './useStepSubmit';

interface Props {
  api: InstallApi;
  value: DbForm;
  onChange: (value: DbForm) => void;
  /** Called with the config text to copy when the server could not write it, else null. */
  onDone: (configText: string | null) => void;
  onInstalled: () => void;
}

/** Step 2: a real connection check, then the config file is written. */
export function DatabaseStep({ api, value, onChange, onDone, onInstalled }: Props) {
  const t = useT();
  const [initial] = useState(value);
  const { busy, fields, message, submit } = useStepSubmit<DbForm>(
    async (form) => {
      try {
        await api.checkDb(form);
        await api.init(form);
      } catch (error) {
        // The config file could not be written: the next step shows its text to copy.
        const failure = configFailureOf(error);
        if (failure) return onDone(failure.default_config);
        throw error;
      }
      onDone(null);
    },
    onInstalled,
    t('request_failed'),
  );

  return (
    <div data-testid="install-step-db">
      <h2 className="h5 mb-3">{t('form.db.title')}</h2>
      <SchemaForm<DbForm>
        schema={dbSchema}
        uiSchema={dbUiSchema}
        formData={initial}
        onChange={(data) => onChange(data as DbForm)}
        onSubmit={submit}
        serverErrors={fields}
        submitLabel={t('next')}
        disabled={busy}
      >
        {message && (
          <Alert variant="danger" data-testid="install-db-error">
            {message}
          </Alert>
        )}
      </SchemaForm>
    </div>
  );
}
