import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useCaptcha, useKernel, useT, LazyModal } from '@answer/sdk';
import { deleteQuestion } from '../question-api';

/** The delete action: a confirm dialog, then `DELETE /question` and back to the list. */
export function DeleteQuestion({ questionId }: { questionId: string }) {
  const { http, router, notify } = useKernel();
  const t = useT();
  const captcha = useCaptcha();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await captcha.run('delete', (answer) => deleteQuestion(http, questionId, answer));
      setOpen(false);
      notify.toast(t('detail.deleted_toast'), 'success');
      router.navigate('/questions');
    } catch {
      // a closed captcha stops quietly; the kernel reported the server's refusal
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="btn btn-link btn-sm link-secondary p-0 text-decoration-none" onClick={() => setOpen(true)}>
        {t('detail.delete')}
      </button>
      <LazyModal show={open} onHide={() => setOpen(false)} centered aria-labelledby="delete-question-title">
        <LazyModal.Header closeButton closeLabel={t('form.close')}>
          <LazyModal.Title as="h2" className="h5" id="delete-question-title">
            {t('detail.delete_title')}
          </LazyModal.Title>
        </LazyModal.Header>
        <LazyModal.Body>{t('detail.delete_text')}</LazyModal.Body>
        <LazyModal.Footer>
          <Button variant="link" onClick={() => setOpen(false)} disabled={busy}>
            {t('detail.delete_cancel')}
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={busy}>
            {t('detail.delete_confirm')}
          </Button>
        </LazyModal.Footer>
      </LazyModal>
    </>
  );
}
