/** A dialog that asks before an action runs; its buttons wait while the action is under way. */
import { useId, type ReactNode } from 'react';
import { LazyModal } from './lazy-modal';
import { useT } from './react';

export interface ConfirmDialogProps {
  /** Heading, already translated. */
  title: string;
  /** What the action does, already translated: a sentence or a form. */
  children: ReactNode;
  /** The confirming button's text, already translated. */
  confirmLabel: string;
  /** Red button, for actions that take something away. */
  danger?: boolean;
  /** True while the action runs: the dialog cannot be closed and the buttons wait. */
  busy: boolean;
  /** Runs the action; left out when the button submits `form` instead. */
  onConfirm?: () => void;
  /** The id of a form inside the dialog that the confirming button submits. */
  form?: string;
  confirmDisabled?: boolean;
  onClose: () => void;
}

export function ConfirmDialog({ title, children, confirmLabel, danger, busy, onConfirm, form, confirmDisabled, onClose }: ConfirmDialogProps) {
  const t = useT();
  // the title names the dialog for assistive technology
  const titleId = useId();
  return (
    <LazyModal show onHide={busy ? undefined : onClose} centered backdrop={busy ? 'static' : true} aria-labelledby={titleId}>
      <LazyModal.Header closeButton={!busy}>
        <LazyModal.Title as="h2" className="h5" id={titleId}>
          {title}
        </LazyModal.Title>
      </LazyModal.Header>
      <LazyModal.Body>{children}</LazyModal.Body>
      <LazyModal.Footer>
        <button type="button" className="btn btn-link" onClick={onClose} disabled={busy}>
          {t('kernel:dialog.cancel')}
        </button>
        <button
          type={form ? 'submit' : 'button'}
          form={form}
          className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`}
          onClick={form ? undefined : onConfirm}
          disabled={busy || confirmDisabled}
          data-testid="confirm-action"
        >
          {confirmLabel}
        </button>
      </LazyModal.Footer>
    </LazyModal>
  );
}
