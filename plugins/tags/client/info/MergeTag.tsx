/**
 * "Merge" for admins and moderators: pick the tag this one merges into, confirm, then
 * `POST /tag/merge`. This tag becomes a synonym of the target, whose page opens afterwards.
 */
import { useId, useState } from 'react';
import { ConfirmDialog, useKernel, useT } from '@answer/sdk';
import { mergeTag, type TagBasic, type TagInfo } from '../api';
import { tagPath } from '../paths';
import { useTagSuggestions } from '../useTagSuggestions';

export function MergeTag({ tag }: { tag: TagInfo }) {
  const { http, notify, router } = useKernel();
  const t = useT();
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [text, setText] = useState('');
  const [target, setTarget] = useState<TagBasic | null>(null);
  const found = useTagSuggestions(target ? '' : text).filter((item) => item.tag_id !== tag.tag_id && item.slug_name !== tag.slug_name);

  const close = () => {
    setOpen(false);
    setText('');
    setTarget(null);
  };

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await mergeTag(http, tag.tag_id, target.tag_id);
      notify.toast(t('merge.done_toast', { source: tag.display_name || tag.slug_name, target: target.display_name || target.slug_name }), 'success');
      close();
      router.navigate(tagPath(target.slug_name));
    } catch {
      // the kernel showed the server's refusal
    } finally {
      setBusy(false);
    }
  };

  const sourceName = tag.display_name || tag.slug_name;
  return (
    <>
      <button type="button" className="btn btn-link btn-sm link-secondary p-0 text-decoration-none" onClick={() => setOpen(true)}>
        {t('staff.merge')}
      </button>
      {open ? (
        <ConfirmDialog title={t('merge.title')} confirmLabel={t('merge.confirm')} busy={busy} confirmDisabled={!target} onConfirm={() => void confirm()} onClose={close}>
          <p>{t('merge.source', { name: sourceName })}</p>
          <label htmlFor={inputId} className="form-label">
            {t('merge.target_label')}
          </label>
          <input
            id={inputId}
            type="search"
            className="form-control"
            value={target ? target.display_name || target.slug_name : text}
            autoComplete="off"
            aria-describedby={`${inputId}-help`}
            onChange={(event) => {
              setTarget(null);
              setText(event.target.value);
            }}
            disabled={busy}
          />
          <div id={`${inputId}-help`} className="form-text">
            {t('merge.target_help')}
          </div>
          {!target && found.length > 0 ? (
            <ul className="list-unstyled d-flex flex-wrap gap-1 mt-2 mb-0" aria-label={t('merge.suggestions')}>
              {found.map((item) => (
                <li key={item.tag_id}>
                  <button type="button" className="btn btn-sm btn-light border" onClick={() => setTarget(item)}>
                    {item.display_name || item.slug_name}
                    {item.display_name && item.display_name.toLowerCase() !== item.slug_name ? <span className="text-secondary small"> {item.slug_name}</span> : null}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {target ? (
            <p className="mt-3 mb-0" role="status" data-testid="merge-summary">
              {t('merge.summary', { source: sourceName, target: target.display_name || target.slug_name })}
            </p>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
