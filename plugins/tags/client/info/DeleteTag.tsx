/** "Delete" for staff: a confirm dialog, then `DELETE /tag`; the server refuses a tag in use, and its reason shows as a toast. */
import { useState } from 'react';
import { ApiError, ConfirmDialog, useKernel, useT } from '@answer/sdk';
import { deleteTag, type TagInfo } from '../api';

export function DeleteTag({ tag, onDone }: { tag: TagInfo; onDone: () => void }) {
  const { http, notify, session, router } = useKernel();
  const t = useT();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await deleteTag(http, tag.tag_id);
      setOpen(false);
      notify.toast(t('staff.deleted_toast'), 'success');
      onDone();
    } catch (error) {
      setOpen(false);
      if (!(error instanceof ApiError)) return;
      if (error.code === 401) {
        session.clear();
        router.navigate('/users/login');
        return;
      }
      // the server's reason: a tag still in use, a tag already gone
      notify.toast(error.list[0]?.error_msg || error.message || t('staff.delete_failed'), 'danger');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="btn btn-link btn-sm link-secondary p-0 text-decoration-none" onClick={() => setOpen(true)}>
        {t('staff.delete')}
      </button>
      {open ? (
        <ConfirmDialog title={t('staff.delete_title')} confirmLabel={t('staff.delete_confirm')} danger busy={busy} onConfirm={() => void confirm()} onClose={() => setOpen(false)}>
          <p className="mb-0">{t('staff.delete_text', { name: tag.display_name || tag.slug_name })}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
