/**
 * Asks before leaving a page whose form holds unsent changes (spec section 2): moving inside the
 * site gets a dialog, closing or reloading the tab the browser's own prompt.
 */
import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useBlocker } from 'react-router-dom';
import { useT } from './react';

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
  const t = useT();
  const latest = useRef(when);
  latest.current = when;
  const dirty = () => (typeof latest.current === 'function' ? latest.current() : latest.current);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && dirty());

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

  const stay = () => blocker.reset?.();
  return (
    <Modal show={blocker.state === 'blocked'} onHide={stay} centered aria-labelledby="unsaved-changes-title">
      <Modal.Header closeButton closeLabel={t('kernel:dialog.close')}>
        <Modal.Title as="h2" className="h5" id="unsaved-changes-title">
          {t('kernel:unsaved.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{message ?? t('kernel:unsaved.text')}</Modal.Body>
      <Modal.Footer>
        <Button variant="link" onClick={stay}>
          {t('kernel:unsaved.stay')}
        </Button>
        <Button variant="danger" onClick={() => blocker.proceed?.()}>
          {t('kernel:unsaved.leave')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
