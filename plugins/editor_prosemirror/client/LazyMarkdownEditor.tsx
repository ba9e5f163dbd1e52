/**
 * The editor slot's component. ProseMirror and the Markdown parser load only on pages that show
 * an editor; until they are here a quiet placeholder of the same size stands in.
 */
import { lazy, Suspense } from 'react';
import { useT, type EditorProps } from '@answer/sdk';

const MarkdownEditor = lazy(() => import('./ui/MarkdownEditor'));

function Loading() {
  const t = useT();
  return (
    <div className="border rounded d-flex align-items-center justify-content-center text-body-secondary" style={{ minHeight: '15rem' }} role="status">
      {t('editor.loading')}
    </div>
  );
}

export function LazyMarkdownEditor(props: EditorProps) {
  return (
    <Suspense fallback={<Loading />}>
      <MarkdownEditor {...props} />
    </Suspense>
  );
}
