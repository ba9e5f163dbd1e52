import { useEffect, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useKernel, useT } from '@answer/sdk';
import type { InstallApi, LanguageOption } from '../api';

/** Step 1: the language switches the wizard at once and becomes the site's language. */
export function LanguageStep({ api, onNext }: { api: InstallApi; onNext: () => void }) {
  const kernel = useKernel();
  const t = useT();
  const [options, setOptions] = useState<LanguageOption[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [switching, setSwitching] = useState(false);
  const language = kernel.i18n.language;

  useEffect(() => {
    let live = true;
    api
      .languages()
      .then((list) => live && setOptions(list))
      .catch((failure: unknown) => live && setError(failure instanceof Error && failure.message ? failure.message : t('request_failed')));
    return () => {
      live = false;
    };
  }, [api, t]);

  const choose = (value: string) => {
    setSwitching(true);
    kernel.i18n
      .changeLanguage(value)
      .catch((failure: unknown) => setError(failure instanceof Error && failure.message ? failure.message : t('request_failed')))
      .finally(() => setSwitching(false));
  };

  const known = options.some((option) => option.value === language);

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
      data-testid="install-step-language"
    >
      <h2 className="h5 mb-3">{t('lang.title')}</h2>
      <Form.Group className="mb-3" controlId="install-lang">
        <Form.Label>{t('lang.label')}</Form.Label>
        <Form.Select value={known ? language : ''} onChange={(event) => choose(event.target.value)} disabled={options.length === 0 || switching}>
          {!known && <option value="" disabled />}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Form.Select>
        <Form.Text>{t('lang.text')}</Form.Text>
      </Form.Group>
      {error && <Alert variant="danger">{error}</Alert>}
      <Button type="submit" disabled={switching || options.length === 0}>
        {t('next')}
      </Button>
    </Form>
  );
}
