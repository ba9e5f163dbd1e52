import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useKernel, useT, LazyModal } from '@answer/sdk';
import { operateQuestion, reopenQuestion, type Operation } from '../moderation-api';

export type ConfirmedAction = Operation | 'reopen';

/** Reopen, pin, unpin, unlist or list: a confirmation, the call, then the page loads the question again. */
export function ConfirmOperation({ questionId, action, label, onDone }: { questionId: string; action: ConfirmedAction; label: string; onDone: () => void }) {
  const { http, notify } = useKernel();
  const t = useT();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await (action === 'reopen' ? reopenQuestion(http, questionId) : operateQuestion(http, questionId, action));
      setOpen(false);
      notify.toast(t('moderation.done_toast'), 'success');
      onDone();
    } catch {
      // the kernel reported the server's refusal
    } finally {
      setBusy(false);
    }
  };

  const titleId = `question-${action}-title`;
  return (
    <>
      <button type="button" className="btn btn-link btn-sm link-secondary p-0 text-decoration-none" onClick={() => setOpen(true)}>
        {label}
      </button>
      <LazyModal show={open} onHide={() => setOpen(false)} centered aria-labelledby={titleId}>
        <LazyModal.Header closeButton closeLabel={t('form.close')}>
          <LazyModal.Title as="h2" className="h5" id={titleId}>
            {t(`moderation.${action}_title`)}
          </LazyModal.Title>
        </LazyModal.Header>
        <LazyModal.Body>{t(`moderation.${action}_text`)}</LazyModal.Body>
        <LazyModal.Footer>
          <Button variant="link" onClick={() => setOpen(false)} disabled={busy}>
            {t('moderation.cancel')}
          </Button>
          <Button variant="primary" onClick={() => void confirm()} disabled={busy}>
            {t('moderation.confirm')}
          </Button>
        </LazyModal.Footer>
      </LazyModal>
    </>
  );
}
