import { useCallback, useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useBlocker } from 'react-router-dom';
import { useT } from '@answer/sdk';

/**
 * Asks before leaving a form with changes (spec section 2): moving inside the site gets a dialog,
 * closing or reloading the tab the browser's own prompt. `when` is read at the moment of leaving,
 * so a page can post and move on in the same tick without being stopped.
 */
export function UnsavedChangesPrompt({ when, textKey }: { when: () => boolean; textKey: string }) {
  const t = useT();
  const current = useRef(when);
  current.current = when;

  const shouldBlock = useCallback(
    ({ currentLocation, nextLocation }: { currentLocation: { pathname: string }; nextLocation: { pathname: string } }) =>
      currentLocation.pathname !== nextLocation.pathname && current.current(),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!current.current()) return;
      event.preventDefault();
      // older browsers show the prompt only when a value is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  return (
    <Modal show={blocker.state === 'blocked'} onHide={() => blocker.reset?.()} centered aria-labelledby="unsaved-changes-title">
      <Modal.Header closeButton closeLabel={t('form.close')}>
        <Modal.Title as="h2" className="h5" id="unsaved-changes-title">
          {t('unsaved.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{t(textKey)}</Modal.Body>
      <Modal.Footer>
        <Button variant="link" onClick={() => blocker.reset?.()}>
          {t('unsaved.stay')}
        </Button>
        <Button variant="danger" onClick={() => blocker.proceed?.()}>
          {t('unsaved.leave')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
