import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useBlocker } from 'react-router-dom';
import { useT } from '@answer/sdk';

/**
 * Asks before leaving a page whose form has unsaved changes (spec section 2): in-app navigation
 * gets a dialog, closing or reloading the tab the browser's own prompt.
 */
export function UnsavedChangesPrompt({ when }: { when: boolean }) {
  const t = useT();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!when) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the prompt only when a value is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  const blocked = blocker.state === 'blocked';
  return (
    <Modal show={blocked} onHide={() => blocker.reset?.()} centered>
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5">
          {t('settings.unsaved.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{t('settings.unsaved.text')}</Modal.Body>
      <Modal.Footer>
        <Button variant="link" onClick={() => blocker.reset?.()}>
          {t('settings.unsaved.stay')}
        </Button>
        <Button variant="danger" onClick={() => blocker.proceed?.()}>
          {t('settings.unsaved.leave')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/** Whether two flat forms hold the same values for `keys` (missing counts as empty). */
export function sameValues<T extends object>(a: T, b: T, keys: readonly (keyof T)[]): boolean {
  return keys.every((key) => (a[key] ?? '') === (b[key] ?? ''));
}
