/**
 * One legal text as a page: the HTML the server rendered, through the same rendering posts get;
 * a plain sentence when the site has published none; a document hosted elsewhere opens there.
 */
import { useEffect, useState } from 'react';
import { RenderedHtml, useKernel, useT } from '@answer/sdk';
import { documentAddress, getLegalText, type LegalKind, type LegalText } from '../api';
import { setPublished } from '../published';

export function LegalDocument({ kind }: { kind: LegalKind }) {
  const { http } = useKernel();
  const t = useT();
  const [text, setText] = useState<LegalText | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setText(null);
    setFailed(false);
    getLegalText(http, kind).then(
      (loaded) => {
        if (!live) return;
        setText(loaded);
        setPublished(kind, loaded.original);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [http, kind]);

  const address = text ? documentAddress(text.original) : null;
  useEffect(() => {
    // replace, so the back button leads to where the reader came from, not to this hop
    if (address) window.location.replace(address);
  }, [address]);

  return (
    <article className="col-lg-9">
      <h1 className="h3 mb-4">{t(`${kind}.title`)}</h1>
      {failed ? <p className="text-secondary">{t('page.load_failed')}</p> : null}
      {text === null && !failed ? (
        <p className="text-secondary" role="status">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {t('page.loading')}
        </p>
      ) : null}
      {text !== null && address ? (
        <p>
          {t('page.elsewhere')} <a href={address}>{address}</a>
        </p>
      ) : null}
      {text !== null && !address && text.parsed !== '' ? <RenderedHtml html={text.parsed} /> : null}
      {text !== null && text.parsed === '' ? <p className="text-secondary">{t(`${kind}.empty`)}</p> : null}
    </article>
  );
}
