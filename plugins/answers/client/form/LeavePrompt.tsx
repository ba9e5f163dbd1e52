import { useCallback, useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useBlocker } from 'react-router-dom';
import { useT } from '@answer/sdk';

/**
 * Confirms leaving while an answer is being written: a dialog for links inside the site, the
 * browser's prompt for reloads and closed tabs. `dirty` is asked at the moment of leaving, so a
 * form that just posted moves on unhindered.
 */
export function LeavePrompt({ dirty }: { dirty: () => boolean }) {
  const t = useT();
  const latest = useRef(dirty);
  latest.current = dirty;

  const shouldBlock = useCallback(
    ({ currentLocation, nextLocation }: { currentLocation: { pathname: string }; nextLocation: { pathname: string } }) =>
      currentLocation.pathname !== nextLocation.pathname && latest.current(),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    const onUnload = (event: BeforeUnloadEvent) => {
      if (!latest.current()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, []);

  const stay = () => blocker.reset?.();
  return (
    <Modal show={blocker.state === 'blocked'} onHide={stay} centered aria-labelledby="answer-leave-title">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title as="h2" className="h5" id="answer-leave-title">
          {t('leave.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{t('leave.text')}</Modal.Body>
      <Modal.Footer>
        <Button variant="link" onClick={stay}>
          {t('leave.stay')}
        </Button>
        <Button variant="danger" onClick={() => blocker.proceed?.()}>
          {t('leave.leave')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
