/**
 * react-bootstrap's Modal, loaded the first time it opens. Most visits open no dialog, and a
 * closed Modal still costs its code (transitions, focus and scroll management) on every page that
 * offers one. Use it exactly like `Modal`: `<LazyModal show ...><LazyModal.Header closeButton>...`.
 * Once loaded it stays mounted, so the closing animation plays.
 */
import { useState } from 'react';
import type { ModalProps } from 'react-bootstrap/Modal';
import ModalBody from 'react-bootstrap/ModalBody';
import ModalFooter from 'react-bootstrap/ModalFooter';
import type { ModalHeaderProps } from 'react-bootstrap/ModalHeader';
import ModalTitle from 'react-bootstrap/ModalTitle';
import { lazyComponent } from './lazy-component';

// The header (with its close button) renders only inside an open Modal: by then its chunk, the
// same one, is here. Title, body and footer are plain class-name wrappers, kept as they are.
const loadParts = () => import('./modal-parts');
const Modal = lazyComponent<ModalProps, 'Modal'>(loadParts, 'Modal');

function LazyModalRoot(props: ModalProps) {
  const [opened, setOpened] = useState(Boolean(props.show));
  // Adjusting state while rendering: React re-renders at once, before anything is painted.
  if (props.show && !opened) setOpened(true);
  if (!opened) return null;
  return <Modal {...props} />;
}

export const LazyModal = Object.assign(LazyModalRoot, {
  Header: lazyComponent<ModalHeaderProps, 'ModalHeader'>(loadParts, 'ModalHeader'),
  Title: ModalTitle,
  Body: ModalBody,
  Footer: ModalFooter,
});
