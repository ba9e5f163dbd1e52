/**
 * "Close" on a flagged question: the close reasons, the flagger's reason chosen first with their
 * words, so a duplicate's link carries over.
 */
import { useEffect, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { ConfirmDialog, ReasonChoice, useKernel, useT } from '@answer/sdk';
import { fetchCloseReasons, reviewFlag, type FlaggedPost, type FlagReason } from './api';
import { dialogErrors, type DialogErrors } from './errors';

const FIELDS = ['close_type', 'close_msg'];

export function ClosePostDialog({ item, onDone, onClose }: { item: FlaggedPost; onDone: () => void; onClose: () => void }) {
  const { http } = useKernel();
  const t = useT();
  const formId = useId();
  const [reasons, setReasons] = useState<FlagReason[] | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<DialogErrors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchCloseReasons(http, controller.signal).then((list) => {
      setReasons(list);
      const flagged = item.reason?.reason_type;
      if (flagged !== undefined && list.some((reason) => reason.reason_type === flagged)) {
        setChosen(flagged);
        setMessage(item.reason_content);
      }
    }, () => undefined);
    return () => controller.abort();
  }, [http, item]);

  const reason = reasons?.find((entry) => entry.reason_type === chosen) ?? null;

  const submit = async () => {
    if (!reason) {
      setErrors({ close_type: t('close.reason_required') });
      return;
    }
    if (reason.content_type && !message.trim()) {
      setErrors({ close_msg: t('close.msg_required') });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      await reviewFlag(http, { flag_id: item.flag_id, operation_type: 'close_post', close_type: reason.reason_type, close_msg: reason.content_type ? message.trim() : '' });
      onDone();
    } catch (error) {
      setErrors(dialogErrors(error, FIELDS));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog title={t('close.title')} confirmLabel={t('close.submit')} busy={busy} form={formId} confirmDisabled={!reasons?.length} onClose={onClose}>
      <Form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {errors.general ? (
          <div className="alert alert-danger py-2" role="alert">
            {errors.general}
          </div>
        ) : null}
        <ReasonChoice
          idPrefix="review-close"
          wordsId="review-close-msg"
          legend={t('close.lead')}
          reasons={reasons}
          loadingLabel={t('page.loading')}
          chosen={chosen}
          onChoose={(type) => {
            setChosen(type);
            setErrors({});
          }}
          words={message}
          onWords={setMessage}
          reasonError={errors.close_type}
          wordsError={errors.close_msg}
        />
      </Form>
    </ConfirmDialog>
  );
}
