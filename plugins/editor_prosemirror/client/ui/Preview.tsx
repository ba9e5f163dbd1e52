/**
 * The Preview tab: the Markdown as the site will show it, rendered by the server
 * (`POST /answer/api/v1/post/render`) and displayed with every render decorator applied.
 */
import { useCallback, useEffect, useState } from 'react';
import { API_BASE, RenderedHtml, useKernel, useT } from '@answer/sdk';

export interface PreviewProps {
  markdown: string;
  /** The last rendering, kept by the editor so switching tabs back and forth asks once per text. */
  cache: { markdown: string; html: string } | null;
  onRendered: (markdown: string, html: string) => void;
}

type PreviewView = { status: 'loading' } | { status: 'failed' } | { status: 'done'; html: string };

export function Preview({ markdown, cache, onRendered }: PreviewProps) {
  const t = useT();
  const { http } = useKernel();
  const cached = cache && cache.markdown === markdown ? cache.html : null;
  const [view, setView] = useState<PreviewView>(cached !== null ? { status: 'done', html: cached } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (cached !== null || !markdown.trim()) return undefined;
    const controller = new AbortController();
    setView({ status: 'loading' });
    http
      .post<string>(`${API_BASE}/post/render`, { content: markdown }, { passingError: true, signal: controller.signal })
      .then((html) => {
        if (controller.signal.aborted) return;
        const text = typeof html === 'string' ? html : '';
        onRendered(markdown, text);
        setView({ status: 'done', html: text });
      })
      .catch(() => {
        if (!controller.signal.aborted) setView({ status: 'failed' });
      });
    return () => controller.abort();
    // `attempt` asks again after a failure
  }, [http, markdown, cached, onRendered, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  if (!markdown.trim()) return <p className="pm-preview-note text-body-secondary">{t('preview.empty')}</p>;
  if (cached !== null) return <RenderedHtml html={cached} className="fmt pm-preview-body" />;
  if (view.status === 'done') return <RenderedHtml html={view.html} className="fmt pm-preview-body" />;
  if (view.status === 'failed') {
    return (
      <div className="pm-preview-note" role="alert">
        <span className="text-danger">{t('preview.failed')}</span>{' '}
        <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={retry}>
          {t('preview.retry')}
        </button>
      </div>
    );
  }
  return (
    <p className="pm-preview-note text-body-secondary" role="status">
      {t('preview.loading')}
    </p>
  );
}
