/** "Undelete" on a deleted tag, for staff: a confirm dialog, then `POST /tag/recover`. */
import { useState } from 'react';
import { ConfirmDialog, useKernel, useT } from '@answer/sdk';
import { recoverTag, type TagInfo } from '../api';

export function RecoverTag({ tag, onDone }: { tag: TagInfo; onDone: () => void }) {
  const { http, notify } = useKernel();
  const t = useT();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await recoverTag(http, tag.tag_id);
      setOpen(false);
      notify.toast(t('staff.recovered_toast'), 'success');
      onDone();
    } catch {
      // the kernel showed the server's refusal
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="btn btn-link btn-sm link-secondary p-0 text-decoration-none" onClick={() => setOpen(true)}>
        {t('staff.undelete')}
      </button>
      {open ? (
        <ConfirmDialog title={t('staff.undelete_title')} confirmLabel={t('staff.undelete_confirm')} busy={busy} onConfirm={() => void confirm()} onClose={() => setOpen(false)}>
          <p className="mb-0">{t('staff.undelete_text', { name: tag.display_name || tag.slug_name })}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
