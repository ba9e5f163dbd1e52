/**
 * "Share" on a question or an answer: a small menu with the post's address to copy (a member's
 * link names them) and links to share it on X and Facebook. Escape or a click elsewhere closes it
 * and gives focus back to the button.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useKernel, useT } from '@answer/sdk';
import type { PostProps } from './points';
import { facebookShareUrl, shareUrl, twitterShareUrl } from './share';

type CopyState = 'idle' | 'copied' | 'failed';

async function copyText(text: string, fallback: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // no clipboard access (insecure page, denied): leave the address selected to copy by hand
    fallback?.focus();
    fallback?.select();
    return false;
  }
}

export const ShareMenu = observer(function ShareMenu({ objectType, path, title }: PostProps) {
  const { session, site, router } = useKernel();
  const t = useT();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [copy, setCopy] = useState<CopyState>('idle');
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLInputElement>(null);

  const url = shareUrl({
    siteUrl: site.info.general?.site_url ?? '',
    origin: window.location.origin,
    basePath: router.basePath,
    path,
    username: session.user?.username ?? '',
  });

  useEffect(() => {
    if (!open) return undefined;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        setOpen(false);
        button.current?.focus();
        return;
      }
      if (root.current && event.target instanceof Node && !root.current.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('mousedown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('mousedown', close);
    };
  }, [open]);

  const toggle = () => {
    setCopy('idle');
    setOpen((value) => !value);
  };
  const copyLink = () => {
    copyText(url, field.current).then((copied) => setCopy(copied ? 'copied' : 'failed'), () => setCopy('failed'));
  };

  return (
    <div className="position-relative d-inline-block" ref={root}>
      <button
        type="button"
        ref={button}
        className="btn btn-link btn-sm link-secondary p-0 text-decoration-none"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}
      >
        {t('share.button')}
      </button>
      {open ? (
        <div
          id={menuId}
          role="dialog"
          aria-label={t(objectType === 'question' ? 'share.question_label' : 'share.answer_label')}
          className="card shadow-sm position-absolute start-0 mt-1 p-2"
          style={{ zIndex: 1050, minWidth: '18rem' }}
        >
          <label className="form-label small mb-1" htmlFor={`${menuId}-url`}>
            {t('share.link_label')}
          </label>
          <input id={`${menuId}-url`} ref={field} className="form-control form-control-sm mb-2" readOnly value={url} data-testid="share-url" />
          <div className="d-flex flex-wrap align-items-center gap-2">
            <button type="button" className="btn btn-primary btn-sm" onClick={copyLink} autoFocus>
              {t('share.copy')}
            </button>
            <a className="btn btn-outline-secondary btn-sm" href={twitterShareUrl(url, title)} target="_blank" rel="noopener noreferrer">
              {t('share.twitter')}
            </a>
            <a className="btn btn-outline-secondary btn-sm" href={facebookShareUrl(url)} target="_blank" rel="noopener noreferrer">
              {t('share.facebook')}
            </a>
          </div>
          <div role="status" className="small mt-2" aria-live="polite">
            {copy === 'copied' ? <span className="text-success">{t('share.copied')}</span> : null}
            {copy === 'failed' ? <span className="text-secondary">{t('share.copy_failed')}</span> : null}
          </div>
        </div>
      ) : null}
    </div>
  );
});
