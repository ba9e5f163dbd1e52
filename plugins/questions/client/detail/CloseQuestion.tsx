import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ApiError, LazyModal, ReasonChoice, useKernel, useT } from '@answer/sdk';
import { CLOSE_ERRORS, closeRequestErrors } from '../../shared/close-request';
import { closeQuestion, fetchCloseReasons, type Reason } from '../moderation-api';

/** The dialog's messages for the shared rules' errors (the server's come translated). */
const MESSAGE_KEYS: Record<string, string> = {
  [CLOSE_ERRORS.reason]: 'close.reason_required',
  [CLOSE_ERRORS.empty]: 'close.msg_invalid',
  [CLOSE_ERRORS.notUrl]: 'close.url_invalid',
  [CLOSE_ERRORS.otherOrigin]: 'close.url_other_site',
};

type Errors = Partial<Record<'close_type' | 'close_msg', string>>;

/** The close action: a dialog listing the close reasons, with words or a link where a reason asks for them. */
export function CloseQuestion({ questionId, label, onClosed }: { questionId: string; label: string; onClosed: () => void }) {
  const { http, notify, site } = useKernel();
  const t = useT();
  const [open, setOpen] = useState(false);
  const [reasons, setReasons] = useState<Reason[] | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  // each reason keeps its own words: a duplicate's link never goes out with another reason
  const [messages, setMessages] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open || reasons) return;
    const controller = new AbortController();
    fetchCloseReasons(http, controller.signal).then(setReasons, () => {
      // the kernel reported the failure
    });
    return () => controller.abort();
  }, [open, reasons, http]);

  const reason = reasons?.find((item) => item.reason_type === chosen) ?? null;
  const message = chosen === null ? '' : (messages[chosen] ?? '');
  const origins = [window.location.origin, site.info.general?.site_url ?? ''].filter(Boolean);

  const submit = async () => {
    const found = closeRequestErrors({ close_type: chosen ?? undefined, close_msg: message }, reasons ?? [], origins);
    if (found.length > 0) {
      setErrors(Object.fromEntries(found.map((error) => [error.error_field, t(MESSAGE_KEYS[error.error_msg] ?? error.error_msg)])));
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      await closeQuestion(http, questionId, chosen ?? 0, reason?.content_type ? message.trim() : '');
      setOpen(false);
      notify.toast(t('close.closed_toast'), 'success');
      onClosed();
    } catch (error) {
      if (error instanceof ApiError && error.list.length > 0) setErrors(Object.fromEntries(error.list.map((item) => [item.error_field, item.error_msg])));
      else if (error instanceof Error) notify.toast(error.message, 'danger');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="btn btn-link btn-sm link-secondary p-0 text-decoration-none" onClick={() => setOpen(true)}>
        {label}
      </button>
      <LazyModal show={open} onHide={() => setOpen(false)} centered aria-labelledby="close-question-title">
        <LazyModal.Header closeButton closeLabel={t('form.close')}>
          <LazyModal.Title as="h2" className="h5" id="close-question-title">
            {t('close.title')}
          </LazyModal.Title>
        </LazyModal.Header>
        <LazyModal.Body>
          <ReasonChoice
            idPrefix="close-reason"
            wordsId="close-msg"
            legend={t('close.lead')}
            reasons={reasons}
            loadingLabel={t('detail.loading')}
            chosen={chosen}
            onChoose={(type) => {
              setChosen(type);
              setErrors({});
            }}
            words={message}
            onWords={(text) => chosen !== null && setMessages((current) => ({ ...current, [chosen]: text }))}
            reasonError={errors.close_type}
            wordsError={errors.close_msg}
          />
        </LazyModal.Body>
        <LazyModal.Footer>
          <Button variant="link" onClick={() => setOpen(false)} disabled={busy}>
            {t('close.cancel')}
          </Button>
          <Button variant="primary" onClick={() => void submit()} disabled={busy || reasons === null}>
            {t('close.submit')}
          </Button>
        </LazyModal.Footer>
      </LazyModal>
    </>
  );
}
