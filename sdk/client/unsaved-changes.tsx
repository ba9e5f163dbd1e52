/**
 * Asks before leaving a page whose form holds unsent changes (spec section 2): moving inside the
 * site gets a dialog, closing or reloading the tab the browser's own prompt.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useKernel } from './react';
import type { BlockedNavigation } from './services';

// Most forms are sent or left untouched: the dialog's code loads only when it has to show.
const UnsavedChangesDialog = lazy(() => import('./unsaved-changes-dialog'));

export interface UnsavedChangesPromptProps {
  /**
   * Whether there is something to lose. A function is asked at the moment of leaving, so a form
   * that just posted can move on in the same tick without being stopped.
   */
  when: boolean | (() => boolean);
  /** What will be lost, already translated; a general sentence otherwise. */
  message?: string;
}

export function UnsavedChangesPrompt({ when, message }: UnsavedChangesPromptProps) {
  const latest = useRef(when);
  latest.current = when;
  const dirty = () => (typeof latest.current === 'function' ? latest.current() : latest.current);
  const { router } = useKernel();
  const location = useLocation();
  const here = useRef(location.pathname);
  here.current = location.pathname;
  const [blocked, setBlocked] = useState<BlockedNavigation | null>(null);

  useEffect(
    () =>
      router.block(
        // The blocker sees paths with the base path; only leaving this page (not a query change) counts.
        (next) => next.pathname !== router.href(here.current) && dirty(),
        (navigation) => setBlocked(navigation),
      ),
    [router],
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!dirty()) return;
      event.preventDefault();
      // older browsers show the prompt only when a value is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  if (!blocked) return null;
  const settle = (how: 'proceed' | 'reset') => {
    setBlocked(null);
    blocked[how]();
  };
  return (
    <Suspense fallback={null}>
      <UnsavedChangesDialog message={message} onStay={() => settle('reset')} onLeave={() => settle('proceed')} />
    </Suspense>
  );
}
