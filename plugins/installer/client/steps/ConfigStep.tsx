import { useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useT } from '@answer/sdk';
import type { InstallApi, InstallState } from '../api';

interface Props {
  api: InstallApi;
  /** null when the server wrote the file; otherwise the text to save by hand. */
  configText: string | null;
  onNext: (state: InstallState) => void;
}

/** Step 3: the config file was written, or the operator creates it from the text shown. */
export function ConfigStep({ api, configText, onNext }: Props) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const next = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const state = await api.state();
      if (!state.config_file_exist) setMessage(t('config_yaml.still_missing'));
      else onNext(state);
    } catch (error) {
      setMessage(error instanceof Error && error.message ? error.message : t('request_failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-testid="install-step-config">
      <h2 className="h5 mb-3">{t('config_yaml.title')}</h2>
      {configText === null ? (
        <Alert variant="success">{t('config_yaml.created')}</Alert>
      ) : (
        <>
          <Alert variant="warning">{t('config_yaml.failed')}</Alert>
          <p>{t('config_yaml.desc')}</p>
          <Form.Control
            as="textarea"
            readOnly
            wrap="off"
            rows={Math.min(16, configText.split('\n').length + 1)}
            value={configText}
            className="font-monospace mb-3"
            aria-label={t('config_yaml.title')}
            data-testid="install-config-text"
            onFocus={(event) => event.currentTarget.select()}
          />
          <p>{t('config_yaml.info')}</p>
        </>
      )}
      {message && <Alert variant="danger">{message}</Alert>}
      <Button onClick={() => void next()} disabled={busy}>
        {t('next')}
      </Button>
    </div>
  );
}
