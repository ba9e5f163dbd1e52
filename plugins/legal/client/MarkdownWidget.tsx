/**
 * A Markdown text field with a preview made by the server (`POST /post/render`), so the admin
 * sees the text as the legal page will show it: same renderer, same sanitising, same decorators.
 */
import { useEffect, useState } from 'react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { API_BASE, RenderedHtml, useKernel, useT } from '@answer/sdk';

/** Typing pauses this long before the preview asks again. */
const PREVIEW_DELAY_MS = 400;

type Preview = { state: 'empty' } | { state: 'loading' } | { state: 'failed' } | { state: 'shown'; html: string };

function useServerPreview(markdown: string, open: boolean): Preview {
  const { http } = useKernel();
  const [preview, setPreview] = useState<Preview>({ state: 'empty' });
  useEffect(() => {
    if (!open) return undefined;
    if (markdown.trim() === '') {
      setPreview({ state: 'empty' });
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setPreview((previous) => (previous.state === 'shown' ? previous : { state: 'loading' }));
      http.post<string>(`${API_BASE}/post/render`, { content: markdown }, { passingError: true, signal: controller.signal }).then(
        (html) => setPreview({ state: 'shown', html }),
        () => !controller.signal.aborted && setPreview({ state: 'failed' }),
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [http, markdown, open]);
  return preview;
}

export function MarkdownWidget({ id, htmlName, value, required, disabled, readonly, autofocus, options, rawErrors, onChange, onBlur, onFocus }: WidgetProps) {
  const t = useT();
  const markdown = typeof value === 'string' ? value : '';
  const [open, setOpen] = useState(false);
  const preview = useServerPreview(markdown, open);
  const previewId = `${id}__preview`;
  return (
    <div>
      <textarea
        id={id}
        name={htmlName || id}
        className={`form-control font-monospace${rawErrors && rawErrors.length > 0 ? ' is-invalid' : ''}`}
        rows={typeof options.rows === 'number' ? options.rows : 10}
        value={markdown}
        required={required}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        aria-describedby={ariaDescribedByIds(id)}
        aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
        // an emptied text is sent as '' so the save clears it
        onChange={(event) => onChange(event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
      />
      <button type="button" className="btn btn-link btn-sm px-0" aria-expanded={open} aria-controls={previewId} onClick={() => setOpen(!open)}>
        {open ? t('admin.preview.hide') : t('admin.preview.show')}
      </button>
      {open ? (
        <div id={previewId} className="border rounded p-3 mb-2" aria-live="polite" aria-label={t('admin.preview.show')} role="region">
          {preview.state === 'empty' ? <p className="text-secondary mb-0">{t('admin.preview.empty')}</p> : null}
          {preview.state === 'loading' ? <p className="text-secondary mb-0">{t('admin.preview.loading')}</p> : null}
          {preview.state === 'failed' ? <p className="text-danger mb-0">{t('admin.preview.failed')}</p> : null}
          {preview.state === 'shown' ? <RenderedHtml html={preview.html} /> : null}
        </div>
      ) : null}
    </div>
  );
}
