/**
 * The captcha dialog: the picture with a way to get another, the code field (required, focused,
 * Enter submits) and Verify / Cancel. Closing it any other way counts as cancelling.
 */
import { useCallback, useId, useMemo, useSyncExternalStore } from 'react';
import { observer } from 'mobx-react-lite';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { SchemaForm, useT, type FieldError, type SchemaFormData } from '@answer/sdk';
import schema from '../schemas/captcha.json';
import uiSchema from '../schemas/captcha.ui.json';
import { PICTURE_SIZE } from '../shared/picture-size';
import type { ChallengeDialog } from './challenge-dialog';

// observer: a language switch re-renders the dialog with the new strings
export const CaptchaModal = observer(function CaptchaModal({ dialog }: { dialog: ChallengeDialog }) {
  const view = useSyncExternalStore(dialog.subscribe, dialog.snapshot, dialog.snapshot);
  const t = useT();
  const titleId = useId();
  const error = view?.error ?? null;
  const serverErrors = useMemo<FieldError[] | undefined>(() => (error ? [{ error_field: 'captcha_code', error_msg: error }] : undefined), [error]);
  const cancel = useCallback(() => dialog.cancel(), [dialog]);
  // rjsf reports a change when the form mounts too: only a typed answer clears the old refusal
  const dismissError = useCallback(
    (data: Partial<SchemaFormData>) => {
      if (typeof data.captcha_code === 'string' && data.captcha_code !== '') dialog.dismissError();
    },
    [dialog],
  );
  const submit = useCallback((data: SchemaFormData) => dialog.submit(typeof data.captcha_code === 'string' ? data.captcha_code : ''), [dialog]);

  if (!view) return null;
  return (
    <Modal show={view.open} onHide={cancel} centered aria-labelledby={titleId} data-testid="captcha-dialog">
      <Modal.Header closeButton closeLabel={t('dialog.cancel')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {t('dialog.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="text-body-secondary mb-2">{t('dialog.intro')}</p>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <img
            src={view.image}
            alt={t('dialog.image_alt')}
            width={PICTURE_SIZE.width}
            height={PICTURE_SIZE.height}
            className="rounded border"
            data-testid="captcha-image"
          />
          <Button variant="outline-secondary" size="sm" onClick={() => void dialog.refresh()} disabled={view.refreshing} title={t('dialog.refresh_label')}>
            {t('dialog.refresh')}
          </Button>
        </div>
        <div aria-live="polite" className="small mb-2">
          {view.refreshing ? <span className="text-body-secondary">{t('dialog.loading')}</span> : null}
          {view.refreshFailed ? <span className="text-danger">{t('dialog.refresh_failed')}</span> : null}
        </div>
        {/* A new challenge is a new form: the field starts empty and takes the focus again. */}
        <SchemaForm
          key={view.captchaId}
          schema={schema}
          uiSchema={uiSchema}
          serverErrors={serverErrors}
          onChange={dismissError}
          onSubmit={submit}
          submitLabel={null}
        >
          <div className="d-flex justify-content-end gap-2 mt-3">
            <Button variant="link" onClick={cancel}>
              {t('dialog.cancel')}
            </Button>
            <Button variant="primary" type="submit">
              {t('dialog.verify')}
            </Button>
          </div>
        </SchemaForm>
      </Modal.Body>
    </Modal>
  );
});
