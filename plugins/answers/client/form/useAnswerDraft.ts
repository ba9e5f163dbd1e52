import { useEffect, useMemo, useState } from 'react';
import { useKernel } from '@answer/sdk';
import { createAnswerDraftSaver, readAnswerDraft, type AnswerDraftSaver } from '../draft';

/**
 * This question's stored answer draft as the form opened, and the saver for changes; a change
 * still waiting is written when the page is left or the tab closed, so nothing typed is lost.
 */
export function useAnswerDraft(questionId: string): { restored: string; saver: AnswerDraftSaver } {
  const { storage } = useKernel();
  const [restored] = useState(() => readAnswerDraft(storage, questionId));
  const saver = useMemo(() => createAnswerDraftSaver(storage, questionId), [storage, questionId]);
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
