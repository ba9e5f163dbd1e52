import { useState } from 'react';
import { useCaptcha, useKernel, useT, LazyModal } from '@answer/sdk';
import { deleteAnswer } from '../answer-api';

/** Deleting after a confirm dialog; the list reloads afterwards. */
export function DeleteAnswer({ answerId, onDeleted }: { answerId: string; onDeleted: () => void }) {
  const { http, notify } = useKernel();
  const t = useT();
  const captcha = useCaptcha();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleId = `delete-answer-${answerId}-title`;

  const remove = async () => {
    setBusy(true);
    try {
      await captcha.run('delete', (answerToCaptcha) => deleteAnswer(http, answerId, answerToCaptcha));
      setAsking(false);
      notify.toast(t('answer.deleted_toast'), 'success');
      onDeleted();
    } catch {
      // a closed captcha stops quietly; the kernel showed the server's refusal
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="btn btn-link btn-sm link-secondary p-0 text-decoration-none" onClick={() => setAsking(true)}>
        {t('answer.delete')}
      </button>
      <LazyModal show={asking} onHide={() => setAsking(false)} centered aria-labelledby={titleId}>
        <LazyModal.Header closeButton closeLabel={t('common.close')}>
          <LazyModal.Title as="h2" className="h5" id={titleId}>
            {t('answer.delete_title')}
          </LazyModal.Title>
        </LazyModal.Header>
        <LazyModal.Body>{t('answer.delete_text')}</LazyModal.Body>
        <LazyModal.Footer>
          {/* plain Bootstrap buttons: react-bootstrap's would load with every answer list, dialog or not */}
          <button type="button" className="btn btn-link" disabled={busy} onClick={() => setAsking(false)}>
            {t('common.cancel')}
          </button>
          <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void remove()}>
            {t('answer.delete')}
          </button>
        </LazyModal.Footer>
      </LazyModal>
    </>
  );
}
