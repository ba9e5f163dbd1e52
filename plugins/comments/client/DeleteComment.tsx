/**
 * Deleting a comment after an inline confirmation in the comment's own row: a comment is a line
 * of text, a dialog over the page would be out of proportion.
 */
import { useState } from 'react';
import { useCaptcha, useKernel, useT } from '@answer/sdk';
import { deleteComment } from './comment-api';

export function DeleteComment({ commentId, onDeleted }: { commentId: string; onDeleted: () => void }) {
  const { http, notify } = useKernel();
  const t = useT();
  const captcha = useCaptcha();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const link = 'btn btn-link btn-sm p-0 text-decoration-none';

  if (!confirming) {
    return (
      <button type="button" className={`${link} link-secondary`} onClick={() => setConfirming(true)}>
        {t('comment.delete')}
      </button>
    );
  }

  const confirm = () => {
    setBusy(true);
    captcha
      .run('delete', (answer) => deleteComment(http, commentId, answer))
      .then(
        () => {
          notify.toast(t('comment.deleted_toast'), 'success');
          onDeleted();
        },
        () => {
          // a closed captcha stops quietly; the kernel showed the server's refusal
          setBusy(false);
        },
      );
  };

  return (
    <span role="group" aria-label={t('comment.delete_title')} className="d-inline-flex align-items-center gap-2">
      <span className="text-danger">{t('comment.delete_title')}</span>
      <button type="button" className={`${link} link-danger fw-semibold`} disabled={busy} onClick={confirm}>
        {t('comment.delete')}
      </button>
      <button type="button" className={`${link} link-secondary`} disabled={busy} onClick={() => setConfirming(false)}>
        {t('form.cancel')}
      </button>
    </span>
  );
}
