import { useEffect, useMemo, useState } from 'react';
import { useKernel } from '@answer/sdk';
import { createDraftSaver, readDraft, type DraftSaver, type QuestionDraft } from './draft';

/**
 * The ask page's draft: the one stored when the page opened, and a saver that writes changes
 * after the debounce and, so nothing typed is lost, at once when the page is left or the tab closed.
 */
export function useQuestionDraft(): { restored: QuestionDraft | null; saver: DraftSaver } {
  const { storage } = useKernel();
  const [restored] = useState(() => readDraft(storage));
  const saver = useMemo(() => createDraftSaver(storage), [storage]);
  useEffect(() => {
    const flush = () => saver.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      saver.flush();
    };
  }, [saver]);
  return { restored, saver };
}
