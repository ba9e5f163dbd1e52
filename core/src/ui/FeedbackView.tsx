/** The toasts and dialogs the feedback store holds; loaded by FeedbackHost once there is one. */
import { observer } from 'mobx-react-lite';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { useInternals, useKernelT } from '../internals';
import { TOAST_AUTOHIDE_MS } from './feedback';

const FeedbackView = observer(function FeedbackView() {
  const { feedback } = useInternals();
  const t = useKernelT();
  const dialog = feedback.dialogs[0];
  return (
    <>
      <ToastContainer position="top-center" containerPosition="fixed" className="p-3" style={{ zIndex: 1090 }}>
        {feedback.toasts.map((toast) => (
          <Toast
            key={toast.id}
            bg={toast.variant}
            autohide
            delay={TOAST_AUTOHIDE_MS}
            onClose={() => feedback.dismissToast(toast.id)}
          >
            <div className="d-flex">
              <Toast.Body className={toast.variant === 'warning' || toast.variant === 'info' ? '' : 'text-white'}>
                {toast.message}
              </Toast.Body>
              <button
                type="button"
                className="btn-close btn-close-white me-2 m-auto"
                aria-label={t('dialog.close')}
                onClick={() => feedback.dismissToast(toast.id)}
              />
            </div>
          </Toast>
        ))}
      </ToastContainer>
      <Modal show={dialog !== undefined} onHide={() => dialog && feedback.closeDialog(dialog.id)} centered>
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5">
            {t('dialog.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{dialog?.message}</Modal.Body>
        <Modal.Footer>
          {dialog?.kind === 'confirm' ? (
            <>
              <Button variant="link" onClick={() => feedback.closeDialog(dialog.id)}>
                {t('dialog.cancel')}
              </Button>
              <Button variant="primary" onClick={() => feedback.closeDialog(dialog.id)}>
                {t('dialog.confirm')}
              </Button>
            </>
          ) : (
            <Button variant="secondary" onClick={() => dialog && feedback.closeDialog(dialog.id)}>
              {t('dialog.close')}
            </Button>
          )}
        </Modal.Footer>
      </Modal>
    </>
  );
});

export default FeedbackView;
