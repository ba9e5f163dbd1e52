/** The open share menu: the post's address to copy and links to share it on X and Facebook. */
import { useRef, useState } from 'react';
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

export interface SharePanelProps extends Pick<PostProps, 'objectType' | 'path' | 'title'> {
  id: string;
}

export const SharePanel = observer(function SharePanel({ id, objectType, path, title }: SharePanelProps) {
  const { session, site, router } = useKernel();
  const t = useT();
  // the panel is mounted while the menu is open: each opening starts without a copy result
  const [copy, setCopy] = useState<CopyState>('idle');
  const field = useRef<HTMLInputElement>(null);

  const url = shareUrl({
    siteUrl: site.info.general?.site_url ?? '',
    origin: window.location.origin,
    basePath: router.basePath,
    path,
    username: session.user?.username ?? '',
  });

  const copyLink = () => {
    copyText(url, field.current).then((copied) => setCopy(copied ? 'copied' : 'failed'), () => setCopy('failed'));
  };

  return (
    <div
      id={id}
      role="dialog"
      aria-label={t(objectType === 'question' ? 'share.question_label' : 'share.answer_label')}
      className="card shadow-sm position-absolute start-0 mt-1 p-2"
      style={{ zIndex: 1050, minWidth: '18rem' }}
    >
      <label className="form-label small mb-1" htmlFor={`${id}-url`}>
        {t('share.link_label')}
      </label>
      <input id={`${id}-url`} ref={field} className="form-control form-control-sm mb-2" readOnly value={url} data-testid="share-url" />
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
  );
});
