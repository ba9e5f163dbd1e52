/** The "leave this page?" dialog of UnsavedChangesPrompt, loaded only when a navigation is held back. */
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useT } from './react';

export interface UnsavedChangesDialogProps {
  message?: string;
  onStay(): void;
  onLeave(): void;
}

export default function UnsavedChangesDialog({ message, onStay, onLeave }: UnsavedChangesDialogProps) {
  const t = useT();
  return (
    <Modal show onHide={onStay} centered aria-labelledby="unsaved-changes-title">
      <Modal.Header closeButton closeLabel={t('kernel:dialog.close')}>
        <Modal.Title as="h2" className="h5" id="unsaved-changes-title">
          {t('kernel:unsaved.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{message ?? t('kernel:unsaved.text')}</Modal.Body>
      <Modal.Footer>
        <Button variant="link" onClick={onStay}>
          {t('kernel:unsaved.stay')}
        </Button>
        <Button variant="danger" onClick={onLeave}>
          {t('kernel:unsaved.leave')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
