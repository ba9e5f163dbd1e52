/**
 * The link panel opened by the toolbar or Mod-k: address (and text, when there is no selection
 * to link), Apply on Enter, Escape or Cancel to go back to the text, Remove on an existing link.
 * Not a `<form>`: the editor usually sits inside the page's own form, which Enter here must not
 * submit.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '@answer/sdk';

export interface LinkDraft {
  href: string;
  text: string;
  /** Ask for the text too (a bare cursor outside any link). */
  askText: boolean;
  /** The cursor is on a link: offer to remove it. */
  existing: boolean;
}

export interface LinkFormProps {
  draft: LinkDraft;
  onApply: (href: string, text: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}

export function LinkForm({ draft, onApply, onRemove, onCancel }: LinkFormProps) {
  const t = useT();
  const id = useId();
  const [href, setHref] = useState(draft.href);
  const [text, setText] = useState(draft.text);
  const [missing, setMissing] = useState(false);
  const urlInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    urlInput.current?.focus();
    urlInput.current?.select();
  }, []);

  const apply = () => {
    if (!href.trim()) {
      setMissing(true);
      urlInput.current?.focus();
      return;
    }
    onApply(href.trim(), text);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      event.stopPropagation();
      apply();
    }
  };

  return (
    <div className="pm-link-form" role="group" aria-label={t('link.title')} onKeyDown={onKeyDown} data-testid="editor-link-form">
      <div className="pm-link-field">
        <label htmlFor={`${id}-url`} className="form-label small mb-1">
          {t('link.url')}
        </label>
        <input
          ref={urlInput}
          id={`${id}-url`}
          type="url"
          className={`form-control form-control-sm${missing ? ' is-invalid' : ''}`}
          value={href}
          placeholder={t('link.url_placeholder')}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-missing` : undefined}
          onChange={(event) => {
            setHref(event.target.value);
            if (event.target.value.trim()) setMissing(false);
          }}
        />
        {missing ? (
          <div id={`${id}-missing`} className="invalid-feedback">
            {t('link.url_required')}
          </div>
        ) : null}
      </div>
      {draft.askText ? (
        <div className="pm-link-field">
          <label htmlFor={`${id}-text`} className="form-label small mb-1">
            {t('link.text')}
          </label>
          <input id={`${id}-text`} type="text" className="form-control form-control-sm" value={text} onChange={(event) => setText(event.target.value)} />
        </div>
      ) : null}
      <div className="pm-link-actions">
        <button type="button" className="btn btn-primary btn-sm" onClick={apply}>
          {t('link.apply')}
        </button>
        {draft.existing ? (
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRemove}>
            {t('link.remove')}
          </button>
        ) : null}
        <button type="button" className="btn btn-link btn-sm" onClick={onCancel}>
          {t('link.cancel')}
        </button>
      </div>
    </div>
  );
}
