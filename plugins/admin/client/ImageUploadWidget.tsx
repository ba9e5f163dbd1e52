import { useRef, useState, type ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { API_BASE, ApiError, useKernel, useT } from '@answer/sdk';

/** What the site's upload call accepts for branding (the host's rule for source `branding`). */
const ACCEPT = '.jpg,.jpeg,.png,.ico,image/jpeg,image/png,image/x-icon,image/vnd.microsoft.icon';

/**
 * An image setting: choosing a file sends it at once through the site's upload call (`POST /file`,
 * source `branding`) and keeps the address it answers; a preview shows what is set. The upload's
 * own refusal (wrong type, too large) shows under the field.
 */
export function ImageUploadWidget({ id, value, label, disabled, readonly, onChange }: WidgetProps) {
  const { http } = useKernel();
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const url = typeof value === 'string' ? value : '';
  const locked = disabled || readonly || uploading;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    setError(null);
    try {
      const form = new FormData();
      form.append('source', 'branding');
      form.append('file', file);
      onChange(await http.post<string>(`${API_BASE}/file`, form));
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.list[0]?.error_msg ?? failure.message) : String(failure));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="d-flex flex-column gap-2">
      {url ? (
        <div className="border rounded p-2 bg-body-tertiary" style={{ maxWidth: 320 }}>
          <img src={url} alt={t('branding.preview', { name: label })} className="d-block mw-100 object-fit-contain" style={{ maxHeight: 96 }} />
        </div>
      ) : null}
      <div className="d-flex gap-2 align-items-center">
        <input ref={input} id={id} type="file" className="d-none" accept={ACCEPT} onChange={upload} aria-label={label} />
        <button type="button" className="btn btn-outline-secondary btn-sm" disabled={locked} onClick={() => input.current?.click()}>
          {uploading ? t('branding.uploading') : url ? t('branding.replace') : t('branding.upload')}
        </button>
        {url ? (
          <button type="button" className="btn btn-link btn-sm text-danger" disabled={locked} onClick={() => onChange('')}>
            {t('branding.remove')}
          </button>
        ) : null}
        <span className="form-text m-0">{t('branding.formats')}</span>
      </div>
      {error ? (
        <div className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
